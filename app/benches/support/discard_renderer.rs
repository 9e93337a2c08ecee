//! A test renderer for benchmarks: drops textures and never draws, so frame times are the
//! app's CPU work alone.

use egui_kittest::TestRenderer;

/// Drops every texture change and draws nothing.
pub struct DiscardRenderer;

impl TestRenderer for DiscardRenderer {
    fn handle_delta(&mut self, delta: &mut egui::TexturesDelta) {
        delta.clear();
    }

    fn render(
        &mut self,
        _ctx: &egui::Context,
        _output: &egui::FullOutput,
    ) -> Result<image::RgbaImage, String> {
        Err("the benchmark does not render".into())
    }
}

//! The umpire's workbench (desktop program).

fn main() -> eframe::Result {
    let options = eframe::NativeOptions::default();
    eframe::run_native(
        "Kriegsspiel — umpire's workbench",
        options,
        Box::new(|_cc| Ok(Box::new(Placeholder))),
    )
}

/// Start-up window until the map canvas lands.
struct Placeholder;

impl eframe::App for Placeholder {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.heading("Kriegsspiel — umpire's workbench");
        });
    }
}

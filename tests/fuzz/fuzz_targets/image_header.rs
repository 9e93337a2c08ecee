//! A scan's header, as the workbench checks it before decoding: the format sniffed from the
//! first bytes, the size read from the header, and the workbench's limits. Any bytes must be
//! refused or accepted without a panic, and nothing is decoded here.
#![no_main]

use kriegsspiel::map::{ImageFormat, check_image_dimensions, sniff_image_format};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(format) = sniff_image_format(data) else {
        return;
    };
    let format = match format {
        ImageFormat::Png => image::ImageFormat::Png,
        ImageFormat::Jpeg => image::ImageFormat::Jpeg,
        ImageFormat::Tiff => image::ImageFormat::Tiff,
    };
    let reader = image::ImageReader::with_format(std::io::Cursor::new(data), format);
    if let Ok((width, height)) = reader.into_dimensions() {
        let _ = check_image_dimensions(width, height);
    }
});

//! The map's paths with a real HTTP client over loopback: `/map` and `/tiles/…` answer only a
//! request carrying a seat's secret in its `Authorization` header (not a wrong, revoked or
//! missing one, and never a secret in the address), and a tile comes back as the provider's
//! bytes.

use crate::support::host;
use stations::{MapTiles, SheetTiles};
use std::sync::Arc;

/// A one-sheet map whose tiles are their own addresses, as text.
#[derive(Debug)]
struct TestMap;

impl MapTiles for TestMap {
    fn sheets(&self) -> Vec<SheetTiles> {
        vec![SheetTiles {
            sheet: 0,
            width: 1000,
            height: 600,
            tile_size: 512,
            levels: 2,
            scale: 2.5,
            rotation_degrees: 0.0,
            offset: [10.0, 20.0],
        }]
    }

    fn tile(&self, sheet: usize, level: u8, col: u32, row: u32) -> Option<Vec<u8>> {
        (sheet == 0 && level < 2 && col < 2 && row < 2)
            .then(|| format!("tile {sheet}/{level}/{col}/{row}").into_bytes())
    }
}

/// The status and body of a GET of `path` with `secret` (if any) as its bearer.
fn get(base: &str, path: &str, secret: Option<&str>) -> (u16, Vec<u8>) {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let mut request = agent.get(format!("{base}{path}"));
    if let Some(secret) = secret {
        request = request.header("Authorization", format!("Bearer {secret}"));
    }
    let mut answer = request.call().expect("the server answers");
    let status = answer.status().as_u16();
    let body = answer.body_mut().read_to_vec().unwrap_or_default();
    (status, body)
}

fn secret_of(link: &str) -> String {
    link.split_once("#k=").expect("a secret").1.to_string()
}

#[test]
fn the_map_and_its_tiles_need_a_seats_secret_in_the_header() {
    let server = host();
    let board = server.board().clone();
    let base = server.base_url();
    let north = secret_of(&board.link("north", &base).expect("north's link"));
    // No map yet: a valid secret is told there is none; an invalid one is not even told that.
    assert_eq!(get(&base, "/map", Some(&north)).0, 404);
    assert_eq!(get(&base, "/map", None).0, 401);
    board.set_map(Some(Arc::new(TestMap)));
    for (secret, why) in [
        (None, "no secret"),
        (
            Some("0123456789abcdef0123456789abcdef0123456789abcdef"),
            "a wrong secret",
        ),
        (Some(""), "an empty secret"),
    ] {
        assert_eq!(get(&base, "/map", secret).0, 401, "{why}");
        assert_eq!(get(&base, "/tiles/0/0/0/0", secret).0, 401, "{why}");
    }
    // The secret in the address is not a secret in the header.
    assert_eq!(get(&base, &format!("/map?k={north}"), None).0, 401);
    let (status, body) = get(&base, "/map", Some(&north));
    assert_eq!(status, 200);
    let map: serde_json::Value = serde_json::from_slice(&body).expect("JSON");
    assert_eq!(map["sheets"][0]["width"], 1000);
    assert_eq!(map["sheets"][0]["offset"], serde_json::json!([10.0, 20.0]));
    let (status, body) = get(&base, "/tiles/0/1/1/0", Some(&north));
    assert_eq!((status, body.as_slice()), (200, b"tile 0/1/1/0".as_slice()));
    // A tile that is not there, and addresses that are not tiles.
    assert_eq!(get(&base, "/tiles/0/5/0/0", Some(&north)).0, 404);
    assert_eq!(get(&base, "/tiles/0/x/0/0", Some(&north)).0, 400);
    assert_eq!(get(&base, "/tiles/0/999/0/0", Some(&north)).0, 400);
    // Revoked: the old secret opens nothing more.
    board.revoke("north").expect("north revoked");
    assert_eq!(get(&base, "/map", Some(&north)).0, 401);
    assert_eq!(get(&base, "/tiles/0/1/1/0", Some(&north)).0, 401);
    let south = secret_of(&board.link("south", &base).expect("south's link"));
    assert_eq!(get(&base, "/tiles/0/0/0/0", Some(&south)).0, 200);
    // No map any more (a table game took the window): nothing to fetch.
    board.set_map(None);
    assert_eq!(get(&base, "/map", Some(&south)).0, 404);
}

//! The README's "Embedding tile-opt" example is `examples/embed.rs` (which
//! `cargo test` builds), word for word.

use std::path::Path;

#[test]
fn readme_example_is_the_embed_example() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("../README.md")).expect("README.md");
    let example = std::fs::read_to_string(root.join("examples/embed.rs")).expect("embed.rs");
    let section = readme
        .split("### Embedding tile-opt")
        .nth(1)
        .expect("the README has the section");
    let block = section
        .split("```rust\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("a rust block in the section");
    let code: String = example
        .lines()
        .skip_while(|l| l.starts_with("//!") || l.is_empty())
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(
        block, code,
        "update the README from compiler/examples/embed.rs"
    );
}

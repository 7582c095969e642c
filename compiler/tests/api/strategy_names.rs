//! `Strategy`'s names: printed, parsed back, refused when unknown; the
//! names are the pipelines' `emit` option values.

use tile_compiler::{CompileOptions, Strategy, UnknownStrategy};

#[test]
fn names_round_trip() {
    for strategy in Strategy::ALL {
        assert_eq!(strategy.to_string(), strategy.name());
        assert_eq!(strategy.name().parse::<Strategy>(), Ok(strategy));
        assert_eq!(Strategy::parse(strategy.name()), Some(strategy));
    }
    assert_eq!(Strategy::Intrinsics.name(), "intrinsics");
    assert_eq!(Strategy::Asm.name(), "asm");
}

#[test]
fn unknown_names_are_refused() {
    for bad in ["", "ptx", "ASM", "asm ", "both"] {
        let error = bad.parse::<Strategy>().unwrap_err();
        assert_eq!(error, UnknownStrategy(bad.to_string()));
        assert!(error.to_string().contains(&format!("'{bad}'")), "{error}");
    }
}

#[test]
fn the_asm_pipeline_is_named_after_the_strategy() {
    let options = CompileOptions {
        strategy: "asm".parse().unwrap(),
        ..CompileOptions::default()
    };
    assert_eq!(options.pipeline_text(), "default-asm");
}

//! Exhaustive checks over every catalogued variant and every guard style, and over the whole
//! (valid and invalid) parameter space of the tensor instructions.

use std::collections::{BTreeSet, HashSet};

use tile_ptx::{
    catalogue, ptx_version_for, AsmInstr, BulkCopy, BulkDirection, CtaGroup, Instr, LoadMode,
    OperandRole, PredicateStyle, PtxVersion, RedOp, Requirement, SharedSpace, Target, TensorLoad,
    TensorPrefetch, TensorReduce, TensorStore,
};

const GUARDS: [Option<PredicateStyle>; 3] =
    [None, Some(PredicateStyle::I32), Some(PredicateStyle::I1)];

/// `$N` references in order of appearance.
fn refs(text: &str) -> Vec<usize> {
    let b = text.as_bytes();
    let mut v = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'$' {
            let s = i + 1;
            let mut e = s;
            while e < b.len() && b[e].is_ascii_digit() {
                e += 1;
            }
            assert!(e > s, "bare $ in {text}");
            v.push(text[s..e].parse().unwrap());
            i = e;
        } else {
            i += 1;
        }
    }
    v
}

fn first_occurrences(v: &[usize]) -> Vec<usize> {
    let mut seen = HashSet::new();
    v.iter().copied().filter(|n| seen.insert(*n)).collect()
}

/// The statement that holds the mnemonic (which occurs once in the text).
fn main_statement(a: &AsmInstr) -> &str {
    a.text
        .split(';')
        .find(|s| s.contains(&a.mnemonic))
        .unwrap_or_else(|| panic!("no main statement in {}", a.text))
}

fn check_invariants(instr: &Instr, guard: Option<PredicateStyle>, a: &AsmInstr) {
    let ctx = format!("{instr:?} {guard:?}: {}", a.text);
    let n = a.operands.len();

    // Every operand is referenced, nothing else is.
    let r = refs(&a.text);
    let distinct: BTreeSet<usize> = r.iter().copied().collect();
    assert_eq!(distinct, (0..n).collect::<BTreeSet<_>>(), "{ctx}");

    // One constraint per operand, in order, of the operand's class; then the clobber.
    let mut cons: Vec<&str> = a.constraints.split(',').filter(|c| !c.is_empty()).collect();
    if a.clobbers_memory {
        assert_eq!(cons.pop(), Some("~{memory}"), "{ctx}");
    }
    assert!(
        !a.constraints.contains("~{memory}") || a.clobbers_memory,
        "{ctx}"
    );
    assert_eq!(cons.len(), n, "{ctx}");
    for (c, o) in cons.iter().zip(&a.operands) {
        assert_eq!(*c, o.constraint(), "{ctx}");
        assert_eq!(
            c.trim_start_matches('='),
            o.class.letter().to_string(),
            "{ctx}"
        );
    }
    assert_eq!(a.operand_constraints(), cons.join(","), "{ctx}");

    // Outputs first.
    let first_input = a.operands.iter().position(|o| !o.is_output).unwrap_or(n);
    assert!(
        a.operands[first_input..].iter().all(|o| !o.is_output),
        "{ctx}"
    );

    // The main statement names its operands in increasing order (the guard aside).
    let guard_index = guard.map(|_| n - 1);
    let main = main_statement(a);
    let order: Vec<usize> = first_occurrences(&refs(main))
        .into_iter()
        .filter(|&i| Some(i) != guard_index)
        .collect();
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{ctx}: {order:?}");

    // The guard is the last operand; nothing else moved.
    let bare = instr.build().unwrap();
    match guard {
        None => assert_eq!(a, &bare, "{ctx}"),
        Some(style) => {
            let last = a.operands.last().unwrap();
            assert_eq!(last.role, OperandRole::Predicate, "{ctx}");
            assert_eq!(last.class, style.class(), "{ctx}");
            assert_eq!(&a.operands[..n - 1], &bare.operands[..], "{ctx}");
            assert_eq!(a.requirement, bare.requirement, "{ctx}");
            assert_eq!(a.mnemonic, bare.mnemonic, "{ctx}");
            assert_eq!(
                a.operands
                    .iter()
                    .filter(|o| o.role == OperandRole::Predicate)
                    .count(),
                1,
                "{ctx}"
            );
        }
    }

    // Shape of the text.
    assert!(a.has_side_effects, "{ctx}");
    assert!(!a.text.contains('%'), "{ctx}");
    assert!(!a.text.contains('\n'), "{ctx}");
    assert_eq!(a.text.matches(&a.mnemonic).count(), 1, "{ctx}");
    let opens = a.text.matches('{').count();
    assert_eq!(opens, a.text.matches('}').count(), "{ctx}");
    if a.text.starts_with("{ ") {
        assert!(a.text.ends_with("; }"), "{ctx}");
    } else {
        assert!(a.text.ends_with(';'), "{ctx}");
        assert_eq!(a.text.matches(';').count(), 1, "{ctx}");
    }
    assert!(a.mnemonic.split('.').all(|q| !q.is_empty()), "{ctx}");

    // Requirements are within what the crate targets.
    let req = a.requirement;
    assert!(
        req.min_sm >= 80 && req.min_ptx >= PtxVersion::new(7, 0),
        "{ctx}"
    );
    assert!(
        req.satisfied_by(Target::new(100, true), PtxVersion::new(8, 6)),
        "{ctx}"
    );
    assert!(
        ptx_version_for(req.min_sm, req.arch_specific).is_ok(),
        "{ctx}"
    );
}

#[test]
fn every_catalogued_variant_with_every_guard() {
    let all = catalogue();
    assert!(all.len() > 700, "{}", all.len());
    let mut texts = HashSet::new();
    let mut count = 0;
    for instr in &all {
        for guard in GUARDS {
            let a = instr
                .build_with(guard)
                .unwrap_or_else(|e| panic!("{instr:?}: {e}"));
            check_invariants(instr, guard, &a);
            texts.insert((a.text.clone(), a.constraints.clone()));
            count += 1;
        }
    }
    assert_eq!(count, all.len() * 3);
    // Distinct variants give distinct (text, constraints), except the tensormap.replace
    // ordinals, whose text does not depend on the rank they were checked against: per space,
    // 15 global_dim entries for 5 texts and 10 global_stride entries for 4 texts (16 repeats),
    // and 45 box_dim and 45 element_stride entries (15 ordinals x 3 values) for 15 texts each
    // (60 repeats), so 2 x 76 = 152 repeats per guard.
    assert_eq!(texts.len(), all.len() * 3 - 152 * 3);
}

#[test]
fn every_tensor_load_combination() {
    let catalogued: HashSet<Instr> = catalogue().into_iter().collect();
    let mut ok = 0;
    let mut err = 0;
    for rank in 0..=6 {
        for dst in [SharedSpace::Cta, SharedSpace::Cluster] {
            for mode in LoadMode::ALL {
                for im2col_offsets in 0..=4 {
                    for multicast in [false, true] {
                        for cta_group in [None, Some(CtaGroup::One), Some(CtaGroup::Two)] {
                            for l2_hint in [false, true] {
                                let l = TensorLoad {
                                    rank,
                                    dst,
                                    mode,
                                    im2col_offsets,
                                    multicast,
                                    cta_group,
                                    l2_hint,
                                };
                                let valid = (1..=5).contains(&rank)
                                    && match mode {
                                        LoadMode::Tile => true,
                                        LoadMode::TileGather4 => rank == 2,
                                        LoadMode::Im2col
                                        | LoadMode::Im2colW
                                        | LoadMode::Im2colW128 => rank >= 3,
                                        _ => false,
                                    }
                                    && im2col_offsets == mode.im2col_count(rank)
                                    && !(multicast && dst == SharedSpace::Cta);
                                for guard in GUARDS {
                                    let r = l.build_with(guard);
                                    assert_eq!(r.is_ok(), valid, "{l:?}");
                                    if let Ok(a) = r {
                                        check_invariants(&l.into(), guard, &a);
                                        let coords = mode.coord_count(rank);
                                        assert_eq!(
                                            a.inputs().count(),
                                            3 + coords
                                                + im2col_offsets
                                                + usize::from(multicast)
                                                + usize::from(l2_hint)
                                                + usize::from(guard.is_some())
                                        );
                                        ok += 1;
                                    } else {
                                        err += 1;
                                    }
                                }
                                if valid {
                                    assert!(catalogued.contains(&l.into()), "{l:?}");
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    assert_eq!(ok, 270 * 3);
    assert!(err > 0);
}

#[test]
fn every_store_reduce_prefetch_combination() {
    let catalogued: HashSet<Instr> = catalogue().into_iter().collect();
    for rank in 0..=6 {
        for mode in LoadMode::ALL {
            let rank_ok = (1..=5).contains(&rank);
            let fits = match mode {
                LoadMode::TileGather4 | LoadMode::TileScatter4 => rank == 2,
                LoadMode::Tile => true,
                _ => rank >= 3,
            };
            for l2_hint in [false, true] {
                let s = TensorStore {
                    rank,
                    mode,
                    l2_hint,
                };
                let valid = rank_ok
                    && fits
                    && matches!(
                        mode,
                        LoadMode::Tile | LoadMode::TileScatter4 | LoadMode::Im2colNoOffs
                    );
                assert_eq!(s.build().is_ok(), valid, "{s:?}");
                if valid {
                    assert!(catalogued.contains(&s.into()));
                }
                for op in RedOp::ALL {
                    let r = TensorReduce {
                        rank,
                        op,
                        mode,
                        l2_hint,
                    };
                    let valid =
                        rank_ok && fits && matches!(mode, LoadMode::Tile | LoadMode::Im2colNoOffs);
                    assert_eq!(r.build().is_ok(), valid, "{r:?}");
                    if valid {
                        assert!(catalogued.contains(&r.into()));
                    }
                }
                for im2col_offsets in 0..=4 {
                    let p = TensorPrefetch {
                        rank,
                        mode,
                        im2col_offsets,
                        l2_hint,
                    };
                    let valid = rank_ok
                        && fits
                        && !matches!(mode, LoadMode::TileScatter4 | LoadMode::Im2colNoOffs)
                        && im2col_offsets == mode.im2col_count(rank);
                    assert_eq!(p.build().is_ok(), valid, "{p:?}");
                    if valid {
                        assert!(catalogued.contains(&p.into()));
                    }
                }
            }
        }
    }
}

#[test]
fn every_bulk_copy_combination() {
    let mut ok = 0;
    for dir in BulkDirection::ALL {
        for bits in 0..8u8 {
            let c = BulkCopy {
                dir,
                multicast: bits & 1 != 0,
                l2_hint: bits & 2 != 0,
                byte_mask: bits & 4 != 0,
            };
            let valid = (!c.multicast || dir == BulkDirection::GlobalToSharedCluster)
                && (!c.l2_hint || dir != BulkDirection::SharedCtaToSharedCluster)
                && (!c.byte_mask || dir == BulkDirection::SharedCtaToGlobal);
            for guard in GUARDS {
                let r = c.build_with(guard);
                assert_eq!(r.is_ok(), valid, "{c:?}");
                if let Ok(a) = r {
                    check_invariants(&c.into(), guard, &a);
                    ok += 1;
                }
            }
        }
    }
    // 2 + 4 + 1 + 4 valid combinations, 3 guard styles.
    assert_eq!(ok, 11 * 3);
}

#[test]
fn requirement_classes_present() {
    // Every requirement class of the catalogue, for the record.
    let reqs: BTreeSet<String> = catalogue()
        .iter()
        .map(|i| i.build().unwrap().requirement)
        .map(|r: Requirement| r.to_string())
        .collect();
    let expected: BTreeSet<String> = [
        "sm_80, PTX 7.0",
        "sm_80, PTX 7.4",
        "sm_80, PTX 7.5",
        "sm_80, PTX 7.8",
        "sm_90, PTX 7.8",
        "sm_90, PTX 8.0",
        "sm_90, PTX 8.3",
        "sm_90, PTX 8.6",
        "sm_90a, PTX 8.3",
        "sm_100, PTX 8.6",
        "sm_100a, PTX 8.6",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    assert_eq!(reqs, expected);
}

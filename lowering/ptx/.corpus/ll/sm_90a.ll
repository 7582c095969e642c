target triple = "nvptx64-nvidia-cuda"

define void @f0(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2}], [$3];", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2}], [$3]; }", "r,l,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f2(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2}], [$3];", "r,l,r,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f3(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void asm sideeffect "cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2}], [$3], $4;", "r,l,r,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}

define void @f4(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2}], [$3], $4; }", "r,l,r,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5)
  ret void
}

define void @f5(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.async.bulk.tensor.1d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2}], [$3], $4;", "r,l,r,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5)
  ret void
}

define void @f18(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2}], [$3];", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f19(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2}], [$3]; }", "r,l,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f20(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2}], [$3];", "r,l,r,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f21(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void asm sideeffect "cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2}], [$3], $4;", "r,l,r,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}

define void @f22(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2}], [$3], $4; }", "r,l,r,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5)
  ret void
}

define void @f23(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2}], [$3], $4;", "r,l,r,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5)
  ret void
}

define void @f36(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void asm sideeffect "cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2}], [$3], $4;", "r,l,r,r,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}

define void @f37(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2}], [$3], $4; }", "r,l,r,r,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i32 %a5)
  ret void
}

define void @f38(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2}], [$3], $4;", "r,l,r,r,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i1 %a5)
  ret void
}

define void @f39(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void asm sideeffect "cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2}], [$3], $4, $5;", "r,l,r,r,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5)
  ret void
}

define void @f40(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2}], [$3], $4, $5; }", "r,l,r,r,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f41(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.async.bulk.tensor.1d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2}], [$3], $4, $5;", "r,l,r,r,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f54(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f55(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4]; }", "r,l,r,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f56(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f57(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3}], [$4], $5;", "r,l,r,r,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f58(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3}], [$4], $5; }", "r,l,r,r,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f59(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.async.bulk.tensor.2d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3}], [$4], $5;", "r,l,r,r,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f72(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f73(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4]; }", "r,l,r,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f74(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];", "r,l,r,r,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f75(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3}], [$4], $5;", "r,l,r,r,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f76(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3}], [$4], $5; }", "r,l,r,r,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f77(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3}], [$4], $5;", "r,l,r,r,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f90(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5) {
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], $5;", "r,l,r,r,r,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5)
  ret void
}

define void @f91(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], $5; }", "r,l,r,r,r,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i32 %a6)
  ret void
}

define void @f92(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3}], [$4], $5;", "r,l,r,r,r,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i1 %a6)
  ret void
}

define void @f93(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6) {
  call void asm sideeffect "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3}], [$4], $5, $6;", "r,l,r,r,r,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6)
  ret void
}

define void @f94(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3}], [$4], $5, $6; }", "r,l,r,r,r,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f95(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3}], [$4], $5, $6;", "r,l,r,r,r,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f108(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5];", "r,l,r,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f109(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.tensor.3d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5]; }", "r,l,r,r,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f110(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.async.bulk.tensor.3d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5];", "r,l,r,r,r,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f111(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], $6;", "r,l,r,r,r,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f112(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.tensor.3d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], $6; }", "r,l,r,r,r,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f113(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.async.bulk.tensor.3d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], $6;", "r,l,r,r,r,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f126(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5];", "r,l,r,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f127(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5]; }", "r,l,r,r,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f128(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5];", "r,l,r,r,r,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f129(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], $6;", "r,l,r,r,r,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f130(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], $6; }", "r,l,r,r,r,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f131(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], $6;", "r,l,r,r,r,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f144(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4}], [$5], $6;", "r,l,r,r,r,r,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6)
  ret void
}

define void @f145(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4}], [$5], $6; }", "r,l,r,r,r,r,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i32 %a7)
  ret void
}

define void @f146(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4}], [$5], $6;", "r,l,r,r,r,r,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i1 %a7)
  ret void
}

define void @f147(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], $6, $7;", "r,l,r,r,r,r,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7)
  ret void
}

define void @f148(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], $6, $7; }", "r,l,r,r,r,r,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f149(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], $6, $7;", "r,l,r,r,r,r,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f162(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6];", "r,l,r,r,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f163(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.tensor.4d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6]; }", "r,l,r,r,r,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f164(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6];", "r,l,r,r,r,r,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f165(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], $7;", "r,l,r,r,r,r,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f166(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.4d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], $7; }", "r,l,r,r,r,r,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f167(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.async.bulk.tensor.4d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], $7;", "r,l,r,r,r,r,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f180(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6];", "r,l,r,r,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f181(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6]; }", "r,l,r,r,r,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f182(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6];", "r,l,r,r,r,r,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f183(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], $7;", "r,l,r,r,r,r,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f184(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], $7; }", "r,l,r,r,r,r,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f185(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], $7;", "r,l,r,r,r,r,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f198(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4, $5}], [$6], $7;", "r,l,r,r,r,r,r,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7)
  ret void
}

define void @f199(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4, $5}], [$6], $7; }", "r,l,r,r,r,r,r,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i32 %a8)
  ret void
}

define void @f200(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4, $5}], [$6], $7;", "r,l,r,r,r,r,r,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i1 %a8)
  ret void
}

define void @f201(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i64 %a8) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], $7, $8;", "r,l,r,r,r,r,r,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i64 %a8)
  ret void
}

define void @f202(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i64 %a8, i32 %a9) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $9, 0; @tp_g cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], $7, $8; }", "r,l,r,r,r,r,r,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i64 %a8, i32 %a9)
  ret void
}

define void @f203(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i64 %a8, i1 %a9) {
  call void asm sideeffect "@$9 cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], $7, $8;", "r,l,r,r,r,r,r,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i64 %a8, i1 %a9)
  ret void
}

define void @f216(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7];", "r,l,r,r,r,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f217(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.5d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7]; }", "r,l,r,r,r,r,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i32 %a8)
  ret void
}

define void @f218(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.async.bulk.tensor.5d.shared::cta.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7];", "r,l,r,r,r,r,r,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i1 %a8)
  ret void
}

define void @f219(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], $8;", "r,l,r,r,r,r,r,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8)
  ret void
}

define void @f220(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8, i32 %a9) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $9, 0; @tp_g cp.async.bulk.tensor.5d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], $8; }", "r,l,r,r,r,r,r,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8, i32 %a9)
  ret void
}

define void @f221(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8, i1 %a9) {
  call void asm sideeffect "@$9 cp.async.bulk.tensor.5d.shared::cta.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], $8;", "r,l,r,r,r,r,r,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8, i1 %a9)
  ret void
}

define void @f234(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7];", "r,l,r,r,r,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f235(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7]; }", "r,l,r,r,r,r,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i32 %a8)
  ret void
}

define void @f236(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7];", "r,l,r,r,r,r,r,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i1 %a8)
  ret void
}

define void @f237(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], $8;", "r,l,r,r,r,r,r,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8)
  ret void
}

define void @f238(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8, i32 %a9) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $9, 0; @tp_g cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], $8; }", "r,l,r,r,r,r,r,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8, i32 %a9)
  ret void
}

define void @f239(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8, i1 %a9) {
  call void asm sideeffect "@$9 cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], $8;", "r,l,r,r,r,r,r,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i64 %a8, i1 %a9)
  ret void
}

define void @f252(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4, $5, $6}], [$7], $8;", "r,l,r,r,r,r,r,r,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8)
  ret void
}

define void @f253(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i32 %a9) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $9, 0; @tp_g cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4, $5, $6}], [$7], $8; }", "r,l,r,r,r,r,r,r,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i32 %a9)
  ret void
}

define void @f254(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i1 %a9) {
  call void asm sideeffect "@$9 cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4, $5, $6}], [$7], $8;", "r,l,r,r,r,r,r,r,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i1 %a9)
  ret void
}

define void @f255(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i64 %a9) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], $8, $9;", "r,l,r,r,r,r,r,r,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i64 %a9)
  ret void
}

define void @f256(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i64 %a9, i32 %a10) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $10, 0; @tp_g cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], $8, $9; }", "r,l,r,r,r,r,r,r,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i64 %a9, i32 %a10)
  ret void
}

define void @f257(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i64 %a9, i1 %a10) {
  call void asm sideeffect "@$10 cp.async.bulk.tensor.5d.shared::cluster.global.tile.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], $8, $9;", "r,l,r,r,r,r,r,r,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i64 %a9, i1 %a10)
  ret void
}

define void @f270(i64 %a0, i32 %a1) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.1d.L2.global.tile [$0, {$1}];", "l,r"(i64 %a0, i32 %a1)
  ret void
}

define void @f271(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.bulk.prefetch.tensor.1d.L2.global.tile [$0, {$1}]; }", "l,r,r"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f272(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.bulk.prefetch.tensor.1d.L2.global.tile [$0, {$1}];", "l,r,b"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f273(i64 %a0, i32 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.1d.L2.global.tile.L2::cache_hint [$0, {$1}], $2;", "l,r,l"(i64 %a0, i32 %a1, i64 %a2)
  ret void
}

define void @f274(i64 %a0, i32 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.bulk.prefetch.tensor.1d.L2.global.tile.L2::cache_hint [$0, {$1}], $2; }", "l,r,l,r"(i64 %a0, i32 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f275(i64 %a0, i32 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.bulk.prefetch.tensor.1d.L2.global.tile.L2::cache_hint [$0, {$1}], $2;", "l,r,l,b"(i64 %a0, i32 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f276(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.2d.L2.global.tile [$0, {$1, $2}];", "l,r,r"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f277(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.bulk.prefetch.tensor.2d.L2.global.tile [$0, {$1, $2}]; }", "l,r,r,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f278(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.bulk.prefetch.tensor.2d.L2.global.tile [$0, {$1, $2}];", "l,r,r,b"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f279(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.2d.L2.global.tile.L2::cache_hint [$0, {$1, $2}], $3;", "l,r,r,l"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f280(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.bulk.prefetch.tensor.2d.L2.global.tile.L2::cache_hint [$0, {$1, $2}], $3; }", "l,r,r,l,r"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f281(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.bulk.prefetch.tensor.2d.L2.global.tile.L2::cache_hint [$0, {$1, $2}], $3;", "l,r,r,l,b"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f282(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.3d.L2.global.tile [$0, {$1, $2, $3}];", "l,r,r,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f283(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.bulk.prefetch.tensor.3d.L2.global.tile [$0, {$1, $2, $3}]; }", "l,r,r,r,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f284(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.bulk.prefetch.tensor.3d.L2.global.tile [$0, {$1, $2, $3}];", "l,r,r,r,b"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f285(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.3d.L2.global.tile.L2::cache_hint [$0, {$1, $2, $3}], $4;", "l,r,r,r,l"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}

define void @f286(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.prefetch.tensor.3d.L2.global.tile.L2::cache_hint [$0, {$1, $2, $3}], $4; }", "l,r,r,r,l,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5)
  ret void
}

define void @f287(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.async.bulk.prefetch.tensor.3d.L2.global.tile.L2::cache_hint [$0, {$1, $2, $3}], $4;", "l,r,r,r,l,b"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5)
  ret void
}

define void @f288(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.4d.L2.global.tile [$0, {$1, $2, $3, $4}];", "l,r,r,r,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f289(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.prefetch.tensor.4d.L2.global.tile [$0, {$1, $2, $3, $4}]; }", "l,r,r,r,r,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f290(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.async.bulk.prefetch.tensor.4d.L2.global.tile [$0, {$1, $2, $3, $4}];", "l,r,r,r,r,b"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f291(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.4d.L2.global.tile.L2::cache_hint [$0, {$1, $2, $3, $4}], $5;", "l,r,r,r,r,l"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f292(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.prefetch.tensor.4d.L2.global.tile.L2::cache_hint [$0, {$1, $2, $3, $4}], $5; }", "l,r,r,r,r,l,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f293(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.async.bulk.prefetch.tensor.4d.L2.global.tile.L2::cache_hint [$0, {$1, $2, $3, $4}], $5;", "l,r,r,r,r,l,b"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f294(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.5d.L2.global.tile [$0, {$1, $2, $3, $4, $5}];", "l,r,r,r,r,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f295(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.prefetch.tensor.5d.L2.global.tile [$0, {$1, $2, $3, $4, $5}]; }", "l,r,r,r,r,r,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f296(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.async.bulk.prefetch.tensor.5d.L2.global.tile [$0, {$1, $2, $3, $4, $5}];", "l,r,r,r,r,r,b"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f297(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.5d.L2.global.tile.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], $6;", "l,r,r,r,r,r,l"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f298(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.prefetch.tensor.5d.L2.global.tile.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], $6; }", "l,r,r,r,r,r,l,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f299(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.async.bulk.prefetch.tensor.5d.L2.global.tile.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], $6;", "l,r,r,r,r,r,l,b"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f360(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5], {$6};", "r,l,r,r,r,r,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6)
  ret void
}

define void @f361(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.tensor.3d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5], {$6}; }", "r,l,r,r,r,r,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i32 %a7)
  ret void
}

define void @f362(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.async.bulk.tensor.3d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5], {$6};", "r,l,r,r,r,r,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i1 %a7)
  ret void
}

define void @f363(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], {$6}, $7;", "r,l,r,r,r,r,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7)
  ret void
}

define void @f364(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.3d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], {$6}, $7; }", "r,l,r,r,r,r,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f365(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.async.bulk.tensor.3d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], {$6}, $7;", "r,l,r,r,r,r,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f378(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5], {$6};", "r,l,r,r,r,r,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6)
  ret void
}

define void @f379(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5], {$6}; }", "r,l,r,r,r,r,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i32 %a7)
  ret void
}

define void @f380(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4}], [$5], {$6};", "r,l,r,r,r,r,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i1 %a7)
  ret void
}

define void @f381(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], {$6}, $7;", "r,l,r,r,r,r,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7)
  ret void
}

define void @f382(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], {$6}, $7; }", "r,l,r,r,r,r,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f383(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], {$6}, $7;", "r,l,r,r,r,r,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f396(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4}], [$5], {$6}, $7;", "r,l,r,r,r,r,h,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7)
  ret void
}

define void @f397(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4}], [$5], {$6}, $7; }", "r,l,r,r,r,r,h,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i32 %a8)
  ret void
}

define void @f398(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4}], [$5], {$6}, $7;", "r,l,r,r,r,r,h,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i1 %a8)
  ret void
}

define void @f399(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i64 %a8) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], {$6}, $7, $8;", "r,l,r,r,r,r,h,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i64 %a8)
  ret void
}

define void @f400(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i64 %a8, i32 %a9) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $9, 0; @tp_g cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], {$6}, $7, $8; }", "r,l,r,r,r,r,h,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i64 %a8, i32 %a9)
  ret void
}

define void @f401(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i64 %a8, i1 %a9) {
  call void asm sideeffect "@$9 cp.async.bulk.tensor.3d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4}], [$5], {$6}, $7, $8;", "r,l,r,r,r,r,h,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i64 %a8, i1 %a9)
  ret void
}

define void @f414(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8};", "r,l,r,r,r,r,r,h,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8)
  ret void
}

define void @f415(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i32 %a9) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $9, 0; @tp_g cp.async.bulk.tensor.4d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}; }", "r,l,r,r,r,r,r,h,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i32 %a9)
  ret void
}

define void @f416(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i1 %a9) {
  call void asm sideeffect "@$9 cp.async.bulk.tensor.4d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8};", "r,l,r,r,r,r,r,h,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i1 %a9)
  ret void
}

define void @f417(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9;", "r,l,r,r,r,r,r,h,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9)
  ret void
}

define void @f418(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9, i32 %a10) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $10, 0; @tp_g cp.async.bulk.tensor.4d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9; }", "r,l,r,r,r,r,r,h,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9, i32 %a10)
  ret void
}

define void @f419(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9, i1 %a10) {
  call void asm sideeffect "@$10 cp.async.bulk.tensor.4d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9;", "r,l,r,r,r,r,r,h,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9, i1 %a10)
  ret void
}

define void @f432(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8};", "r,l,r,r,r,r,r,h,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8)
  ret void
}

define void @f433(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i32 %a9) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $9, 0; @tp_g cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}; }", "r,l,r,r,r,r,r,h,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i32 %a9)
  ret void
}

define void @f434(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i1 %a9) {
  call void asm sideeffect "@$9 cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8};", "r,l,r,r,r,r,r,h,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i1 %a9)
  ret void
}

define void @f435(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9;", "r,l,r,r,r,r,r,h,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9)
  ret void
}

define void @f436(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9, i32 %a10) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $10, 0; @tp_g cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9; }", "r,l,r,r,r,r,r,h,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9, i32 %a10)
  ret void
}

define void @f437(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9, i1 %a10) {
  call void asm sideeffect "@$10 cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9;", "r,l,r,r,r,r,r,h,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i64 %a9, i1 %a10)
  ret void
}

define void @f450(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9;", "r,l,r,r,r,r,r,h,h,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9)
  ret void
}

define void @f451(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i32 %a10) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $10, 0; @tp_g cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9; }", "r,l,r,r,r,r,r,h,h,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i32 %a10)
  ret void
}

define void @f452(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i1 %a10) {
  call void asm sideeffect "@$10 cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9;", "r,l,r,r,r,r,r,h,h,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i1 %a10)
  ret void
}

define void @f453(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i64 %a10) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9, $10;", "r,l,r,r,r,r,r,h,h,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i64 %a10)
  ret void
}

define void @f454(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i64 %a10, i32 %a11) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $11, 0; @tp_g cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9, $10; }", "r,l,r,r,r,r,r,h,h,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i64 %a10, i32 %a11)
  ret void
}

define void @f455(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i64 %a10, i1 %a11) {
  call void asm sideeffect "@$11 cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5}], [$6], {$7, $8}, $9, $10;", "r,l,r,r,r,r,r,h,h,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i16 %a7, i16 %a8, i16 %a9, i64 %a10, i1 %a11)
  ret void
}

define void @f468(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10};", "r,l,r,r,r,r,r,r,h,h,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10)
  ret void
}

define void @f469(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i32 %a11) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $11, 0; @tp_g cp.async.bulk.tensor.5d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}; }", "r,l,r,r,r,r,r,r,h,h,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i32 %a11)
  ret void
}

define void @f470(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i1 %a11) {
  call void asm sideeffect "@$11 cp.async.bulk.tensor.5d.shared::cta.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10};", "r,l,r,r,r,r,r,r,h,h,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i1 %a11)
  ret void
}

define void @f471(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}, $11;", "r,l,r,r,r,r,r,r,h,h,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11)
  ret void
}

define void @f472(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11, i32 %a12) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $12, 0; @tp_g cp.async.bulk.tensor.5d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}, $11; }", "r,l,r,r,r,r,r,r,h,h,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11, i32 %a12)
  ret void
}

define void @f473(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11, i1 %a12) {
  call void asm sideeffect "@$12 cp.async.bulk.tensor.5d.shared::cta.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}, $11;", "r,l,r,r,r,r,r,r,h,h,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11, i1 %a12)
  ret void
}

define void @f486(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10};", "r,l,r,r,r,r,r,r,h,h,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10)
  ret void
}

define void @f487(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i32 %a11) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $11, 0; @tp_g cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}; }", "r,l,r,r,r,r,r,r,h,h,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i32 %a11)
  ret void
}

define void @f488(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i1 %a11) {
  call void asm sideeffect "@$11 cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10};", "r,l,r,r,r,r,r,r,h,h,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i1 %a11)
  ret void
}

define void @f489(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}, $11;", "r,l,r,r,r,r,r,r,h,h,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11)
  ret void
}

define void @f490(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11, i32 %a12) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $12, 0; @tp_g cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}, $11; }", "r,l,r,r,r,r,r,r,h,h,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11, i32 %a12)
  ret void
}

define void @f491(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11, i1 %a12) {
  call void asm sideeffect "@$12 cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}, $11;", "r,l,r,r,r,r,r,r,h,h,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i64 %a11, i1 %a12)
  ret void
}

define void @f504(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}, $11;", "r,l,r,r,r,r,r,r,h,h,h,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11)
  ret void
}

define void @f505(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11, i32 %a12) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $12, 0; @tp_g cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}, $11; }", "r,l,r,r,r,r,r,r,h,h,h,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11, i32 %a12)
  ret void
}

define void @f506(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11, i1 %a12) {
  call void asm sideeffect "@$12 cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}, $11;", "r,l,r,r,r,r,r,r,h,h,h,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11, i1 %a12)
  ret void
}

define void @f507(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11, i64 %a12) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}, $11, $12;", "r,l,r,r,r,r,r,r,h,h,h,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11, i64 %a12)
  ret void
}

define void @f508(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11, i64 %a12, i32 %a13) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $13, 0; @tp_g cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}, $11, $12; }", "r,l,r,r,r,r,r,r,h,h,h,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11, i64 %a12, i32 %a13)
  ret void
}

define void @f509(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11, i64 %a12, i1 %a13) {
  call void asm sideeffect "@$13 cp.async.bulk.tensor.5d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1, {$2, $3, $4, $5, $6}], [$7], {$8, $9, $10}, $11, $12;", "r,l,r,r,r,r,r,r,h,h,h,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7, i16 %a8, i16 %a9, i16 %a10, i16 %a11, i64 %a12, i1 %a13)
  ret void
}

define void @f522(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.3d.L2.global.im2col [$0, {$1, $2, $3}], {$4};", "l,r,r,r,h"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}

define void @f523(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.prefetch.tensor.3d.L2.global.im2col [$0, {$1, $2, $3}], {$4}; }", "l,r,r,r,h,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i32 %a5)
  ret void
}

define void @f524(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.async.bulk.prefetch.tensor.3d.L2.global.im2col [$0, {$1, $2, $3}], {$4};", "l,r,r,r,h,b"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i1 %a5)
  ret void
}

define void @f525(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.3d.L2.global.im2col.L2::cache_hint [$0, {$1, $2, $3}], {$4}, $5;", "l,r,r,r,h,l"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5)
  ret void
}

define void @f526(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.prefetch.tensor.3d.L2.global.im2col.L2::cache_hint [$0, {$1, $2, $3}], {$4}, $5; }", "l,r,r,r,h,l,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f527(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.async.bulk.prefetch.tensor.3d.L2.global.im2col.L2::cache_hint [$0, {$1, $2, $3}], {$4}, $5;", "l,r,r,r,h,l,b"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f528(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i16 %a6) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.4d.L2.global.im2col [$0, {$1, $2, $3, $4}], {$5, $6};", "l,r,r,r,r,h,h"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i16 %a6)
  ret void
}

define void @f529(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i16 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.prefetch.tensor.4d.L2.global.im2col [$0, {$1, $2, $3, $4}], {$5, $6}; }", "l,r,r,r,r,h,h,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i16 %a6, i32 %a7)
  ret void
}

define void @f530(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i16 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.async.bulk.prefetch.tensor.4d.L2.global.im2col [$0, {$1, $2, $3, $4}], {$5, $6};", "l,r,r,r,r,h,h,b"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i16 %a6, i1 %a7)
  ret void
}

define void @f531(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i16 %a6, i64 %a7) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.4d.L2.global.im2col.L2::cache_hint [$0, {$1, $2, $3, $4}], {$5, $6}, $7;", "l,r,r,r,r,h,h,l"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i16 %a6, i64 %a7)
  ret void
}

define void @f532(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i16 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.prefetch.tensor.4d.L2.global.im2col.L2::cache_hint [$0, {$1, $2, $3, $4}], {$5, $6}, $7; }", "l,r,r,r,r,h,h,l,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i16 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f533(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i16 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.async.bulk.prefetch.tensor.4d.L2.global.im2col.L2::cache_hint [$0, {$1, $2, $3, $4}], {$5, $6}, $7;", "l,r,r,r,r,h,h,l,b"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i16 %a5, i16 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f534(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.5d.L2.global.im2col [$0, {$1, $2, $3, $4, $5}], {$6, $7, $8};", "l,r,r,r,r,r,h,h,h"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8)
  ret void
}

define void @f535(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i32 %a9) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $9, 0; @tp_g cp.async.bulk.prefetch.tensor.5d.L2.global.im2col [$0, {$1, $2, $3, $4, $5}], {$6, $7, $8}; }", "l,r,r,r,r,r,h,h,h,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i32 %a9)
  ret void
}

define void @f536(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i1 %a9) {
  call void asm sideeffect "@$9 cp.async.bulk.prefetch.tensor.5d.L2.global.im2col [$0, {$1, $2, $3, $4, $5}], {$6, $7, $8};", "l,r,r,r,r,r,h,h,h,b"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i1 %a9)
  ret void
}

define void @f537(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9) {
  call void asm sideeffect "cp.async.bulk.prefetch.tensor.5d.L2.global.im2col.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], {$6, $7, $8}, $9;", "l,r,r,r,r,r,h,h,h,l"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9)
  ret void
}

define void @f538(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9, i32 %a10) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $10, 0; @tp_g cp.async.bulk.prefetch.tensor.5d.L2.global.im2col.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], {$6, $7, $8}, $9; }", "l,r,r,r,r,r,h,h,h,l,r"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9, i32 %a10)
  ret void
}

define void @f539(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9, i1 %a10) {
  call void asm sideeffect "@$10 cp.async.bulk.prefetch.tensor.5d.L2.global.im2col.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], {$6, $7, $8}, $9;", "l,r,r,r,r,r,h,h,h,l,b"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i16 %a6, i16 %a7, i16 %a8, i64 %a9, i1 %a10)
  ret void
}

define void @f900(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f901(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [$0, {$1}], [$2]; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f902(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f903(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f904(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f905(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.bulk.tensor.1d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f906(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f907(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3]; }", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f908(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f909(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void asm sideeffect "cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}

define void @f910(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4; }", "l,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5)
  ret void
}

define void @f911(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5)
  ret void
}

define void @f912(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f913(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f914(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f915(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f916(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f917(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f918(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f919(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f920(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f921(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f922(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f923(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f924(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f925(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f926(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f927(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f928(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f929(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.async.bulk.tensor.5d.global.shared::cta.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f936(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f937(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f938(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f939(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f940(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f941(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.async.bulk.tensor.3d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f942(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f943(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f944(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f945(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f946(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f947(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.async.bulk.tensor.4d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f948(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.global.shared::cta.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f949(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.async.bulk.tensor.5d.global.shared::cta.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f950(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.async.bulk.tensor.5d.global.shared::cta.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f951(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.async.bulk.tensor.5d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f952(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.async.bulk.tensor.5d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f953(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.async.bulk.tensor.5d.global.shared::cta.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f954(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f955(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group [$0, {$1}], [$2]; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f956(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f957(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f958(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f959(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.1d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f960(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f961(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3]; }", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f962(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f963(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}

define void @f964(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4; }", "l,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5)
  ret void
}

define void @f965(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.2d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5)
  ret void
}

define void @f966(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f967(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f968(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f969(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f970(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f971(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f972(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f973(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f974(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f975(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f976(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f977(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f978(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f979(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f980(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f981(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f982(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f983(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f984(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f985(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f986(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f987(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f988(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f989(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.add.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f990(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f991(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f992(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f993(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f994(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f995(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.add.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f996(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f997(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f998(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f999(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1000(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1001(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.add.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1002(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.min.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1003(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.min.tile.bulk_group [$0, {$1}], [$2]; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1004(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.tensor.1d.global.shared::cta.min.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1005(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1006(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1007(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.1d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1008(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1009(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group [$0, {$1, $2}], [$3]; }", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1010(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1011(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}

define void @f1012(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4; }", "l,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5)
  ret void
}

define void @f1013(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.2d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5)
  ret void
}

define void @f1014(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1015(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.tile.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1016(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f1017(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f1018(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1019(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1020(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1021(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1022(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f1023(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f1024(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f1025(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f1026(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1027(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f1028(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f1029(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1030(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1031(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1032(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1033(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1034(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f1035(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f1036(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1037(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.min.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1038(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1039(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1040(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f1041(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f1042(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f1043(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.min.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f1044(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1045(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f1046(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f1047(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1048(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1049(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.min.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1050(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.max.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1051(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.max.tile.bulk_group [$0, {$1}], [$2]; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1052(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.tensor.1d.global.shared::cta.max.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1053(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1054(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1055(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.1d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1056(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1057(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2}], [$3]; }", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1058(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1059(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}

define void @f1060(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4; }", "l,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5)
  ret void
}

define void @f1061(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.2d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5)
  ret void
}

define void @f1062(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1063(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1064(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f1065(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f1066(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1067(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1068(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1069(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1070(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f1071(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f1072(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f1073(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f1074(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1075(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f1076(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f1077(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1078(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1079(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1080(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1081(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1082(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f1083(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f1084(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1085(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1086(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1087(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1088(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f1089(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f1090(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f1091(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f1092(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1093(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f1094(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f1095(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1096(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1097(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.max.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1098(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.inc.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1099(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.inc.tile.bulk_group [$0, {$1}], [$2]; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1100(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.tensor.1d.global.shared::cta.inc.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1101(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1102(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1103(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.1d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1104(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.inc.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1105(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.inc.tile.bulk_group [$0, {$1, $2}], [$3]; }", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1106(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.2d.global.shared::cta.inc.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1107(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}

define void @f1108(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4; }", "l,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5)
  ret void
}

define void @f1109(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.2d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5)
  ret void
}

define void @f1110(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1111(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.tile.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1112(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f1113(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f1114(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1115(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1116(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1117(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1118(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f1119(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f1120(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f1121(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f1122(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1123(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f1124(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f1125(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1126(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1127(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1128(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1129(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1130(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f1131(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f1132(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1133(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.inc.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1134(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1135(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1136(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f1137(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f1138(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f1139(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.inc.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f1140(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1141(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f1142(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f1143(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1144(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1145(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.inc.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1146(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.dec.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1147(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.dec.tile.bulk_group [$0, {$1}], [$2]; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1148(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.tensor.1d.global.shared::cta.dec.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1149(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1150(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1151(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.1d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1152(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.dec.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1153(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.dec.tile.bulk_group [$0, {$1, $2}], [$3]; }", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1154(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.2d.global.shared::cta.dec.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1155(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}

define void @f1156(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4; }", "l,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5)
  ret void
}

define void @f1157(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.2d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5)
  ret void
}

define void @f1158(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1159(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.tile.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1160(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f1161(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f1162(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1163(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1164(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1165(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1166(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f1167(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f1168(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f1169(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f1170(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1171(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f1172(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f1173(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1174(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1175(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1176(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1177(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1178(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f1179(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f1180(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1181(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.dec.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1182(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1183(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1184(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f1185(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f1186(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f1187(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.dec.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f1188(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1189(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f1190(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f1191(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1192(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1193(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.dec.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1194(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.and.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1195(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.and.tile.bulk_group [$0, {$1}], [$2]; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1196(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.tensor.1d.global.shared::cta.and.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1197(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1198(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1199(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.1d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1200(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.and.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1201(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.and.tile.bulk_group [$0, {$1, $2}], [$3]; }", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1202(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.2d.global.shared::cta.and.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1203(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}

define void @f1204(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4; }", "l,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5)
  ret void
}

define void @f1205(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.2d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5)
  ret void
}

define void @f1206(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1207(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.tile.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1208(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f1209(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f1210(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1211(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1212(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1213(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1214(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f1215(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f1216(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f1217(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f1218(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1219(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f1220(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f1221(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1222(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1223(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1224(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1225(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1226(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f1227(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f1228(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1229(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.and.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1230(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1231(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1232(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f1233(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f1234(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f1235(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.and.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f1236(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1237(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f1238(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f1239(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1240(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1241(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.and.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1242(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.or.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1243(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.or.tile.bulk_group [$0, {$1}], [$2]; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1244(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.tensor.1d.global.shared::cta.or.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1245(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1246(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1247(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.1d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1248(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.or.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1249(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.or.tile.bulk_group [$0, {$1, $2}], [$3]; }", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1250(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.2d.global.shared::cta.or.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1251(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}

define void @f1252(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4; }", "l,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5)
  ret void
}

define void @f1253(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.2d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5)
  ret void
}

define void @f1254(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1255(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.tile.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1256(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f1257(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f1258(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1259(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1260(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1261(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1262(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f1263(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f1264(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f1265(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f1266(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1267(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f1268(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f1269(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1270(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1271(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1272(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1273(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1274(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f1275(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f1276(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1277(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.or.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1278(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1279(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1280(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f1281(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f1282(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f1283(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.or.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f1284(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1285(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f1286(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f1287(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1288(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1289(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.or.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1290(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1291(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.tile.bulk_group [$0, {$1}], [$2]; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1292(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.tile.bulk_group [$0, {$1}], [$2];", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1293(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1294(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1295(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.1d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1}], [$2], $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1296(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.xor.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1297(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.xor.tile.bulk_group [$0, {$1, $2}], [$3]; }", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1298(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.tensor.2d.global.shared::cta.xor.tile.bulk_group [$0, {$1, $2}], [$3];", "l,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1299(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.2d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}

define void @f1300(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.2d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4; }", "l,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5)
  ret void
}

define void @f1301(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.2d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1, $2}], [$3], $4;", "l,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5)
  ret void
}

define void @f1302(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1303(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.tile.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1304(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.tile.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f1305(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f1306(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1307(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1308(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1309(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1310(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.tile.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f1311(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f1312(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f1313(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f1314(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1315(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f1316(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.tile.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f1317(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1318(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1319(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.tile.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1320(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1321(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4]; }", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1322(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.im2col_no_offs.bulk_group [$0, {$1, $2, $3}], [$4];", "l,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i1 %a5)
  ret void
}

define void @f1323(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5)
  ret void
}

define void @f1324(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5; }", "l,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1325(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.3d.global.shared::cta.xor.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3}], [$4], $5;", "l,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1326(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5)
  ret void
}

define void @f1327(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5]; }", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1328(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4}], [$5];", "l,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i1 %a6)
  ret void
}

define void @f1329(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6)
  ret void
}

define void @f1330(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6; }", "l,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i32 %a7)
  ret void
}

define void @f1331(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.4d.global.shared::cta.xor.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4}], [$5], $6;", "l,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i64 %a6, i1 %a7)
  ret void
}

define void @f1332(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6)
  ret void
}

define void @f1333(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $7, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6]; }", "l,r,r,r,r,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i32 %a7)
  ret void
}

define void @f1334(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7) {
  call void asm sideeffect "@$7 cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.im2col_no_offs.bulk_group [$0, {$1, $2, $3, $4, $5}], [$6];", "l,r,r,r,r,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i1 %a7)
  ret void
}

define void @f1335(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7) {
  call void asm sideeffect "cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7)
  ret void
}

define void @f1336(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $8, 0; @tp_g cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7; }", "l,r,r,r,r,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i32 %a8)
  ret void
}

define void @f1337(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8) {
  call void asm sideeffect "@$8 cp.reduce.async.bulk.tensor.5d.global.shared::cta.xor.im2col_no_offs.bulk_group.L2::cache_hint [$0, {$1, $2, $3, $4, $5}], [$6], $7;", "l,r,r,r,r,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5, i32 %a6, i64 %a7, i1 %a8)
  ret void
}

define void @f1338(i64 %a0) {
  call void asm sideeffect "prefetch.tensormap [$0];", "l"(i64 %a0)
  ret void
}

define void @f1339(i64 %a0, i32 %a1) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $1, 0; @tp_g prefetch.tensormap [$0]; }", "l,r"(i64 %a0, i32 %a1)
  ret void
}

define void @f1340(i64 %a0, i1 %a1) {
  call void asm sideeffect "@$1 prefetch.tensormap [$0];", "l,b"(i64 %a0, i1 %a1)
  ret void
}

define void @f1341(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1342(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3]; }", "r,l,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1343(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1344(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void asm sideeffect "cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1], $2, [$3], $4;", "r,l,r,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}

define void @f1345(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1], $2, [$3], $4; }", "r,l,r,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5)
  ret void
}

define void @f1346(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.async.bulk.shared::cta.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1], $2, [$3], $4;", "r,l,r,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5)
  ret void
}

define void @f1347(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1348(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3]; }", "r,l,r,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1349(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,l,r,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1350(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4) {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1], $2, [$3], $4;", "r,l,r,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4)
  ret void
}

define void @f1351(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1], $2, [$3], $4; }", "r,l,r,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i32 %a5)
  ret void
}

define void @f1352(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1], $2, [$3], $4;", "r,l,r,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i64 %a4, i1 %a5)
  ret void
}

define void @f1353(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4) {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1], $2, [$3], $4;", "r,l,r,r,h,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4)
  ret void
}

define void @f1354(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i32 %a5) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $5, 0; @tp_g cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1], $2, [$3], $4; }", "r,l,r,r,h,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i32 %a5)
  ret void
}

define void @f1355(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i1 %a5) {
  call void asm sideeffect "@$5 cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1], $2, [$3], $4;", "r,l,r,r,h,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i1 %a5)
  ret void
}

define void @f1356(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5) {
  call void asm sideeffect "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1], $2, [$3], $4, $5;", "r,l,r,r,h,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5)
  ret void
}

define void @f1357(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i32 %a6) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $6, 0; @tp_g cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1], $2, [$3], $4, $5; }", "r,l,r,r,h,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i32 %a6)
  ret void
}

define void @f1358(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i1 %a6) {
  call void asm sideeffect "@$6 cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster.L2::cache_hint [$0], [$1], $2, [$3], $4, $5;", "r,l,r,r,h,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3, i16 %a4, i64 %a5, i1 %a6)
  ret void
}

define void @f1359(i32 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1360(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3]; }", "r,r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1361(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes [$0], [$1], $2, [$3];", "r,r,r,r,b,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1362(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1363(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1364(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.bulk.global.shared::cta.bulk_group [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1368(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1369(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1370(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.bulk.global.shared::cta.bulk_group.L2::cache_hint [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1374(i32 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1375(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [$0], [$1], $2, [$3]; }", "r,r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1376(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u32 [$0], [$1], $2, [$3];", "r,r,r,r,b,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1377(i32 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.s32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1378(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.s32 [$0], [$1], $2, [$3]; }", "r,r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1379(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.s32 [$0], [$1], $2, [$3];", "r,r,r,r,b,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1380(i32 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u64 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1381(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u64 [$0], [$1], $2, [$3]; }", "r,r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1382(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.add.u64 [$0], [$1], $2, [$3];", "r,r,r,r,b,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1383(i32 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.u32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1384(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.u32 [$0], [$1], $2, [$3]; }", "r,r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1385(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.u32 [$0], [$1], $2, [$3];", "r,r,r,r,b,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1386(i32 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.s32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1387(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.s32 [$0], [$1], $2, [$3]; }", "r,r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1388(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.min.s32 [$0], [$1], $2, [$3];", "r,r,r,r,b,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1389(i32 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.u32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1390(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.u32 [$0], [$1], $2, [$3]; }", "r,r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1391(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.u32 [$0], [$1], $2, [$3];", "r,r,r,r,b,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1392(i32 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.s32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1393(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.s32 [$0], [$1], $2, [$3]; }", "r,r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1394(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.max.s32 [$0], [$1], $2, [$3];", "r,r,r,r,b,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1395(i32 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.inc.u32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1396(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.inc.u32 [$0], [$1], $2, [$3]; }", "r,r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1397(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.inc.u32 [$0], [$1], $2, [$3];", "r,r,r,r,b,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1398(i32 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.dec.u32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1399(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.dec.u32 [$0], [$1], $2, [$3]; }", "r,r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1400(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.dec.u32 [$0], [$1], $2, [$3];", "r,r,r,r,b,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1401(i32 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.and.b32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1402(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.and.b32 [$0], [$1], $2, [$3]; }", "r,r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1403(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.and.b32 [$0], [$1], $2, [$3];", "r,r,r,r,b,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1404(i32 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1405(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b32 [$0], [$1], $2, [$3]; }", "r,r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1406(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.or.b32 [$0], [$1], $2, [$3];", "r,r,r,r,b,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1407(i32 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [$0], [$1], $2, [$3];", "r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1408(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [$0], [$1], $2, [$3]; }", "r,r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4)
  ret void
}

define void @f1409(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.shared::cluster.shared::cta.mbarrier::complete_tx::bytes.xor.b32 [$0], [$1], $2, [$3];", "r,r,r,r,b,~{memory}"(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i1 %a4)
  ret void
}

define void @f1410(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1411(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1412(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u32 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1413(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.u32 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1414(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.u32 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1415(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.u32 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1416(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.s32 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1417(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.add.s32 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1418(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.add.s32 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1419(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.s32 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1420(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.s32 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1421(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.s32 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1422(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u64 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1423(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u64 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1424(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.add.u64 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1425(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.u64 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1426(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.u64 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1427(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.u64 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1428(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1429(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1430(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1431(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.f32 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1432(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.f32 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1433(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.f32 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1434(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f64 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1435(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f64 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1436(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f64 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1437(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.f64 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1438(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.f64 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1439(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.f64 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1440(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.f16 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1441(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.f16 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1442(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.f16 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1443(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.noftz.f16 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1444(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.noftz.f16 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1445(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.noftz.f16 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1446(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.bf16 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1447(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.bf16 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1448(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.add.noftz.bf16 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1449(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.noftz.bf16 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1450(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.noftz.bf16 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1451(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.add.noftz.bf16 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1452(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.min.u32 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1453(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.min.u32 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1454(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.min.u32 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1455(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.u32 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1456(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.u32 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1457(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.u32 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1458(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.min.s32 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1459(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.min.s32 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1460(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.min.s32 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1461(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.s32 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1462(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.s32 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1463(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.s32 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1464(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.min.u64 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1465(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.min.u64 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1466(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.min.u64 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1467(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.u64 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1468(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.u64 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1469(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.u64 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1470(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.min.s64 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1471(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.min.s64 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1472(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.min.s64 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1473(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.s64 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1474(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.s64 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1475(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.s64 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1476(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.min.f16 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1477(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.min.f16 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1478(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.min.f16 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1479(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.f16 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1480(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.f16 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1481(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.f16 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1482(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.min.bf16 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1483(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.min.bf16 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1484(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.min.bf16 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1485(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.bf16 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1486(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.bf16 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1487(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.min.bf16 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1488(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u32 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1489(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u32 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1490(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u32 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1491(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.u32 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1492(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.u32 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1493(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.u32 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1494(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s32 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1495(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s32 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1496(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s32 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1497(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.s32 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1498(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.s32 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1499(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.s32 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1500(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u64 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1501(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u64 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1502(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.max.u64 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1503(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.u64 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1504(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.u64 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1505(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.u64 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1506(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s64 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1507(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s64 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1508(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.max.s64 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1509(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.s64 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1510(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.s64 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1511(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.s64 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1512(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.max.f16 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1513(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.max.f16 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1514(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.max.f16 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1515(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.f16 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1516(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.f16 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1517(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.f16 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1518(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.max.bf16 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1519(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.max.bf16 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1520(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.max.bf16 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1521(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.bf16 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1522(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.bf16 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1523(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.max.bf16 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1524(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.inc.u32 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1525(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.inc.u32 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1526(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.inc.u32 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1527(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.inc.u32 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1528(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.inc.u32 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1529(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.inc.u32 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1530(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.dec.u32 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1531(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.dec.u32 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1532(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.dec.u32 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1533(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.dec.u32 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1534(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.dec.u32 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1535(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.dec.u32 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1536(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b32 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1537(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b32 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1538(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b32 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1539(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.and.b32 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1540(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.and.b32 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1541(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.and.b32 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1542(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1543(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1544(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.and.b64 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1545(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.and.b64 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1546(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.and.b64 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1547(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.and.b64 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1548(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1549(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1550(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b32 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1551(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.or.b32 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1552(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.or.b32 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1553(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.or.b32 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1554(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b64 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1555(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b64 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1556(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.or.b64 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1557(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.or.b64 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1558(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.or.b64 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1559(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.or.b64 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1560(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1561(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1562(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b32 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1563(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.xor.b32 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1564(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.xor.b32 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1565(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.xor.b32 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1566(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b64 [$0], [$1], $2;", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1567(i64 %a0, i32 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b64 [$0], [$1], $2; }", "l,r,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1568(i64 %a0, i32 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.reduce.async.bulk.global.shared::cta.bulk_group.xor.b64 [$0], [$1], $2;", "l,r,r,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1569(i64 %a0, i32 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.xor.b64 [$0], [$1], $2, $3;", "l,r,r,l,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1570(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.xor.b64 [$0], [$1], $2, $3; }", "l,r,r,l,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1571(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.reduce.async.bulk.global.shared::cta.bulk_group.L2::cache_hint.xor.b64 [$0], [$1], $2, $3;", "l,r,r,l,b,~{memory}"(i64 %a0, i32 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1572(i64 %a0, i32 %a1) {
  call void asm sideeffect "cp.async.bulk.prefetch.L2.global [$0], $1;", "l,r"(i64 %a0, i32 %a1)
  ret void
}

define void @f1573(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.bulk.prefetch.L2.global [$0], $1; }", "l,r,r"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1574(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.bulk.prefetch.L2.global [$0], $1;", "l,r,b"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f1575(i64 %a0, i32 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.bulk.prefetch.L2.global.L2::cache_hint [$0], $1, $2;", "l,r,l"(i64 %a0, i32 %a1, i64 %a2)
  ret void
}

define void @f1576(i64 %a0, i32 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.bulk.prefetch.L2.global.L2::cache_hint [$0], $1, $2; }", "l,r,l,r"(i64 %a0, i32 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1577(i64 %a0, i32 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.bulk.prefetch.L2.global.L2::cache_hint [$0], $1, $2;", "l,r,l,b"(i64 %a0, i32 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1578() {
  call void asm sideeffect "cp.async.bulk.commit_group;", "~{memory}"()
  ret void
}

define void @f1579(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g cp.async.bulk.commit_group; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f1580(i1 %a0) {
  call void asm sideeffect "@$0 cp.async.bulk.commit_group;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f1581() {
  call void asm sideeffect "cp.async.bulk.wait_group 0;", "~{memory}"()
  ret void
}

define void @f1582(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g cp.async.bulk.wait_group 0; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f1583(i1 %a0) {
  call void asm sideeffect "@$0 cp.async.bulk.wait_group 0;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f1584() {
  call void asm sideeffect "cp.async.bulk.wait_group 1;", "~{memory}"()
  ret void
}

define void @f1585(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g cp.async.bulk.wait_group 1; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f1586(i1 %a0) {
  call void asm sideeffect "@$0 cp.async.bulk.wait_group 1;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f1587() {
  call void asm sideeffect "cp.async.bulk.wait_group.read 0;", "~{memory}"()
  ret void
}

define void @f1588(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g cp.async.bulk.wait_group.read 0; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f1589(i1 %a0) {
  call void asm sideeffect "@$0 cp.async.bulk.wait_group.read 0;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f1590() {
  call void asm sideeffect "cp.async.bulk.wait_group.read 1;", "~{memory}"()
  ret void
}

define void @f1591(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g cp.async.bulk.wait_group.read 1; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f1592(i1 %a0) {
  call void asm sideeffect "@$0 cp.async.bulk.wait_group.read 1;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f1593(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1594(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.ca.shared.global [$0], [$1], 4; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1595(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.ca.shared.global [$0], [$1], 4;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1596(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::64B [$0], [$1], 4;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1597(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.ca.shared.global.L2::64B [$0], [$1], 4; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1598(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.ca.shared.global.L2::64B [$0], [$1], 4;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1599(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], 4;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1600(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.ca.shared.global.L2::128B [$0], [$1], 4; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1601(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.ca.shared.global.L2::128B [$0], [$1], 4;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1602(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::256B [$0], [$1], 4;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1603(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.ca.shared.global.L2::256B [$0], [$1], 4; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1604(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.ca.shared.global.L2::256B [$0], [$1], 4;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1605(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1606(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1607(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1608(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 4, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1609(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 4, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1610(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 4, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1611(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 4, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1612(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 4, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1613(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 4, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1614(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 4, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1615(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 4, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1616(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 4, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1617(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1618(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global [$0], [$1], 4, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1619(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1620(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::64B [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1621(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::64B [$0], [$1], 4, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1622(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::64B [$0], [$1], 4, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1623(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1624(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::128B [$0], [$1], 4, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1625(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::128B [$0], [$1], 4, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1626(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::256B [$0], [$1], 4, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1627(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::256B [$0], [$1], 4, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1628(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::256B [$0], [$1], 4, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1629(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1630(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1631(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1632(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 4, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1633(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 4, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1634(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 4, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1635(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 4, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1636(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 4, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1637(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 4, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1638(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 4, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1639(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 4, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1640(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 4, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1641(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global [$0], [$1], 4, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1642(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global [$0], [$1], 4, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1643(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.ca.shared.global [$0], [$1], 4, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1644(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::64B [$0], [$1], 4, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1645(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::64B [$0], [$1], 4, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1646(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.ca.shared.global.L2::64B [$0], [$1], 4, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1647(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::128B [$0], [$1], 4, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1648(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::128B [$0], [$1], 4, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1649(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.ca.shared.global.L2::128B [$0], [$1], 4, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1650(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::256B [$0], [$1], 4, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1651(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::256B [$0], [$1], 4, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1652(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.ca.shared.global.L2::256B [$0], [$1], 4, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1653(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1654(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1655(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1656(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 4, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1657(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 4, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1658(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 4, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1659(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 4, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1660(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 4, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1661(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 4, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1662(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 4, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1663(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 4, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1664(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 4, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1665(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1666(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global [$0], [$1], 4, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1667(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global [$0], [$1], 4, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1668(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::64B [$0], [$1], 4, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1669(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::64B [$0], [$1], 4, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1670(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::64B [$0], [$1], 4, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1671(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], 4, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1672(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::128B [$0], [$1], 4, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1673(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::128B [$0], [$1], 4, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1674(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::256B [$0], [$1], 4, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1675(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::256B [$0], [$1], 4, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1676(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::256B [$0], [$1], 4, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1677(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1678(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1679(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 4, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1680(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 4, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1681(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 4, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1682(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 4, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1683(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 4, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1684(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 4, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1685(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 4, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1686(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 4, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1687(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 4, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1688(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 4, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1689(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1690(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.ca.shared.global [$0], [$1], 8; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1691(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.ca.shared.global [$0], [$1], 8;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1692(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::64B [$0], [$1], 8;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1693(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.ca.shared.global.L2::64B [$0], [$1], 8; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1694(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.ca.shared.global.L2::64B [$0], [$1], 8;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1695(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], 8;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1696(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.ca.shared.global.L2::128B [$0], [$1], 8; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1697(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.ca.shared.global.L2::128B [$0], [$1], 8;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1698(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::256B [$0], [$1], 8;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1699(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.ca.shared.global.L2::256B [$0], [$1], 8; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1700(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.ca.shared.global.L2::256B [$0], [$1], 8;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1701(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 8, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1702(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 8, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1703(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 8, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1704(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 8, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1705(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 8, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1706(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 8, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1707(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 8, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1708(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 8, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1709(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 8, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1710(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 8, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1711(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 8, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1712(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 8, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1713(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1714(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global [$0], [$1], 8, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1715(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1716(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::64B [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1717(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::64B [$0], [$1], 8, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1718(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::64B [$0], [$1], 8, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1719(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1720(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::128B [$0], [$1], 8, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1721(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::128B [$0], [$1], 8, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1722(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::256B [$0], [$1], 8, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1723(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::256B [$0], [$1], 8, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1724(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::256B [$0], [$1], 8, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1725(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 8, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1726(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 8, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1727(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 8, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1728(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 8, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1729(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 8, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1730(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 8, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1731(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 8, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1732(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 8, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1733(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 8, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1734(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 8, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1735(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 8, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1736(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 8, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1737(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global [$0], [$1], 8, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1738(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global [$0], [$1], 8, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1739(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.ca.shared.global [$0], [$1], 8, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1740(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::64B [$0], [$1], 8, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1741(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::64B [$0], [$1], 8, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1742(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.ca.shared.global.L2::64B [$0], [$1], 8, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1743(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::128B [$0], [$1], 8, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1744(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::128B [$0], [$1], 8, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1745(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.ca.shared.global.L2::128B [$0], [$1], 8, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1746(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::256B [$0], [$1], 8, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1747(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::256B [$0], [$1], 8, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1748(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.ca.shared.global.L2::256B [$0], [$1], 8, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1749(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 8, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1750(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 8, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1751(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 8, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1752(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 8, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1753(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 8, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1754(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 8, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1755(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 8, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1756(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 8, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1757(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 8, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1758(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 8, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1759(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 8, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1760(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 8, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1761(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1762(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global [$0], [$1], 8, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1763(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global [$0], [$1], 8, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1764(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::64B [$0], [$1], 8, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1765(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::64B [$0], [$1], 8, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1766(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::64B [$0], [$1], 8, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1767(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], 8, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1768(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::128B [$0], [$1], 8, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1769(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::128B [$0], [$1], 8, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1770(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::256B [$0], [$1], 8, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1771(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::256B [$0], [$1], 8, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1772(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::256B [$0], [$1], 8, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1773(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 8, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1774(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 8, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1775(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 8, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1776(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 8, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1777(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 8, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1778(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 8, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1779(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 8, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1780(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 8, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1781(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 8, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1782(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 8, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1783(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 8, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1784(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 8, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1785(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1786(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.ca.shared.global [$0], [$1], 16; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1787(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.ca.shared.global [$0], [$1], 16;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1788(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::64B [$0], [$1], 16;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1789(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.ca.shared.global.L2::64B [$0], [$1], 16; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1790(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.ca.shared.global.L2::64B [$0], [$1], 16;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1791(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], 16;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1792(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.ca.shared.global.L2::128B [$0], [$1], 16; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1793(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.ca.shared.global.L2::128B [$0], [$1], 16;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1794(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::256B [$0], [$1], 16;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1795(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.ca.shared.global.L2::256B [$0], [$1], 16; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1796(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.ca.shared.global.L2::256B [$0], [$1], 16;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1797(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 16, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1798(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 16, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1799(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 16, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1800(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1801(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1802(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1803(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1804(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1805(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1806(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1807(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1808(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1809(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1810(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global [$0], [$1], 16, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1811(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global [$0], [$1], 16, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1812(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::64B [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1813(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::64B [$0], [$1], 16, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1814(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::64B [$0], [$1], 16, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1815(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1816(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::128B [$0], [$1], 16, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1817(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::128B [$0], [$1], 16, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1818(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::256B [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1819(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::256B [$0], [$1], 16, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1820(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::256B [$0], [$1], 16, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1821(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 16, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1822(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 16, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1823(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 16, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1824(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1825(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1826(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1827(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1828(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1829(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1830(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1831(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1832(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1833(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global [$0], [$1], 16, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1834(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global [$0], [$1], 16, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1835(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.ca.shared.global [$0], [$1], 16, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1836(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::64B [$0], [$1], 16, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1837(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::64B [$0], [$1], 16, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1838(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.ca.shared.global.L2::64B [$0], [$1], 16, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1839(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::128B [$0], [$1], 16, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1840(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::128B [$0], [$1], 16, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1841(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.ca.shared.global.L2::128B [$0], [$1], 16, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1842(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::256B [$0], [$1], 16, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1843(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::256B [$0], [$1], 16, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1844(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.ca.shared.global.L2::256B [$0], [$1], 16, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1845(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1846(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1847(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1848(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1849(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1850(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1851(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1852(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1853(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1854(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1855(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1856(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1857(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global [$0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1858(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global [$0], [$1], 16, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1859(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global [$0], [$1], 16, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1860(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::64B [$0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1861(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::64B [$0], [$1], 16, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1862(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::64B [$0], [$1], 16, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1863(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::128B [$0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1864(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::128B [$0], [$1], 16, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1865(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::128B [$0], [$1], 16, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1866(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::256B [$0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1867(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.ca.shared.global.L2::256B [$0], [$1], 16, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1868(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.ca.shared.global.L2::256B [$0], [$1], 16, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1869(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 16, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1870(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 16, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1871(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint [$0], [$1], 16, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1872(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1873(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1874(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1875(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1876(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1877(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1878(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1879(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1880(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.ca.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1881(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1882(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.cg.shared.global [$0], [$1], 16; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1883(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.cg.shared.global [$0], [$1], 16;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1884(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::64B [$0], [$1], 16;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1885(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.cg.shared.global.L2::64B [$0], [$1], 16; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1886(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.cg.shared.global.L2::64B [$0], [$1], 16;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1887(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], 16;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1888(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.cg.shared.global.L2::128B [$0], [$1], 16; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1889(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.cg.shared.global.L2::128B [$0], [$1], 16;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1890(i32 %a0, i64 %a1) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::256B [$0], [$1], 16;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f1891(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g cp.async.cg.shared.global.L2::256B [$0], [$1], 16; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1892(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 cp.async.cg.shared.global.L2::256B [$0], [$1], 16;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1893(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::cache_hint [$0], [$1], 16, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1894(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint [$0], [$1], 16, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1895(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.cg.shared.global.L2::cache_hint [$0], [$1], 16, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1896(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1897(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1898(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.cg.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1899(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1900(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1901(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.cg.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1902(i32 %a0, i64 %a1, i64 %a2) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2;", "r,l,l,~{memory}"(i32 %a0, i64 %a1, i64 %a2)
  ret void
}

define void @f1903(i32 %a0, i64 %a1, i64 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2; }", "r,l,l,r,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i32 %a3)
  ret void
}

define void @f1904(i32 %a0, i64 %a1, i64 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.cg.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2;", "r,l,l,b,~{memory}"(i32 %a0, i64 %a1, i64 %a2, i1 %a3)
  ret void
}

define void @f1905(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1906(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.cg.shared.global [$0], [$1], 16, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1907(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1908(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::64B [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1909(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.cg.shared.global.L2::64B [$0], [$1], 16, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1910(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.cg.shared.global.L2::64B [$0], [$1], 16, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1911(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1912(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.cg.shared.global.L2::128B [$0], [$1], 16, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1913(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.cg.shared.global.L2::128B [$0], [$1], 16, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1914(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::256B [$0], [$1], 16, $2;", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1915(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.cg.shared.global.L2::256B [$0], [$1], 16, $2; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1916(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.cg.shared.global.L2::256B [$0], [$1], 16, $2;", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1917(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::cache_hint [$0], [$1], 16, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1918(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint [$0], [$1], 16, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1919(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.cg.shared.global.L2::cache_hint [$0], [$1], 16, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1920(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1921(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1922(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.cg.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1923(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1924(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1925(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.cg.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1926(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2, $3;", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1927(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1928(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.cg.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2, $3;", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1929(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.cg.shared.global [$0], [$1], 16, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1930(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.cg.shared.global [$0], [$1], 16, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1931(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.cg.shared.global [$0], [$1], 16, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1932(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.cg.shared.global.L2::64B [$0], [$1], 16, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1933(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.cg.shared.global.L2::64B [$0], [$1], 16, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1934(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.cg.shared.global.L2::64B [$0], [$1], 16, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1935(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.cg.shared.global.L2::128B [$0], [$1], 16, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1936(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.cg.shared.global.L2::128B [$0], [$1], 16, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1937(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.cg.shared.global.L2::128B [$0], [$1], 16, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1938(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.cg.shared.global.L2::256B [$0], [$1], 16, tp_i; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f1939(i32 %a0, i64 %a1, i32 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.cg.shared.global.L2::256B [$0], [$1], 16, tp_i; }", "r,l,r,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i32 %a3)
  ret void
}

define void @f1940(i32 %a0, i64 %a1, i32 %a2, i1 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$3 cp.async.cg.shared.global.L2::256B [$0], [$1], 16, tp_i; }", "r,l,r,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i1 %a3)
  ret void
}

define void @f1941(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.cg.shared.global.L2::cache_hint [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1942(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1943(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.cg.shared.global.L2::cache_hint [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1944(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.cg.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1945(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1946(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.cg.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1947(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.cg.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1948(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1949(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.cg.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1950(i32 %a0, i64 %a1, i32 %a2, i64 %a3) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; cp.async.cg.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3)
  ret void
}

define void @f1951(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; setp.ne.b32 tp_i, $2, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1952(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "{ .reg .pred tp_i; setp.ne.b32 tp_i, $2, 0; @$4 cp.async.cg.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, tp_i, $3; }", "r,l,r,l,b,~{memory}"(i32 %a0, i64 %a1, i32 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1953(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1954(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.cg.shared.global [$0], [$1], 16, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1955(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.cg.shared.global [$0], [$1], 16, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1956(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::64B [$0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1957(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.cg.shared.global.L2::64B [$0], [$1], 16, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1958(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.cg.shared.global.L2::64B [$0], [$1], 16, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1959(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::128B [$0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1960(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.cg.shared.global.L2::128B [$0], [$1], 16, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1961(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.cg.shared.global.L2::128B [$0], [$1], 16, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1962(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::256B [$0], [$1], 16, $2;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f1963(i32 %a0, i64 %a1, i1 %a2, i32 %a3) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; @tp_g cp.async.cg.shared.global.L2::256B [$0], [$1], 16, $2; }", "r,l,b,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i32 %a3)
  ret void
}

define void @f1964(i32 %a0, i64 %a1, i1 %a2, i1 %a3) {
  call void asm sideeffect "@$3 cp.async.cg.shared.global.L2::256B [$0], [$1], 16, $2;", "r,l,b,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i1 %a3)
  ret void
}

define void @f1965(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::cache_hint [$0], [$1], 16, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1966(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint [$0], [$1], 16, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1967(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.cg.shared.global.L2::cache_hint [$0], [$1], 16, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1968(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1969(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1970(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.cg.shared.global.L2::cache_hint.L2::64B [$0], [$1], 16, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1971(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1972(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1973(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.cg.shared.global.L2::cache_hint.L2::128B [$0], [$1], 16, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1974(i32 %a0, i64 %a1, i1 %a2, i64 %a3) {
  call void asm sideeffect "cp.async.cg.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2, $3;", "r,l,b,l,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3)
  ret void
}

define void @f1975(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $4, 0; @tp_g cp.async.cg.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2, $3; }", "r,l,b,l,r,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i32 %a4)
  ret void
}

define void @f1976(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4) {
  call void asm sideeffect "@$4 cp.async.cg.shared.global.L2::cache_hint.L2::256B [$0], [$1], 16, $2, $3;", "r,l,b,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2, i64 %a3, i1 %a4)
  ret void
}

define void @f1977() {
  call void asm sideeffect "cp.async.commit_group;", "~{memory}"()
  ret void
}

define void @f1978(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g cp.async.commit_group; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f1979(i1 %a0) {
  call void asm sideeffect "@$0 cp.async.commit_group;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f1980() {
  call void asm sideeffect "cp.async.wait_group 0;", "~{memory}"()
  ret void
}

define void @f1981(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g cp.async.wait_group 0; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f1982(i1 %a0) {
  call void asm sideeffect "@$0 cp.async.wait_group 0;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f1983() {
  call void asm sideeffect "cp.async.wait_group 2;", "~{memory}"()
  ret void
}

define void @f1984(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g cp.async.wait_group 2; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f1985(i1 %a0) {
  call void asm sideeffect "@$0 cp.async.wait_group 2;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f1986() {
  call void asm sideeffect "cp.async.wait_all;", "~{memory}"()
  ret void
}

define void @f1987(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g cp.async.wait_all; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f1988(i1 %a0) {
  call void asm sideeffect "@$0 cp.async.wait_all;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f1989(i32 %a0, i32 %a1) {
  call void asm sideeffect "mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f1990(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g mbarrier.init.shared::cta.b64 [$0], $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1991(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 mbarrier.init.shared::cta.b64 [$0], $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f1992(i32 %a0) {
  call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0];", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f1993(i32 %a0, i32 %a1) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $1, 0; @tp_g mbarrier.arrive.shared::cta.b64 _, [$0]; }", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f1994(i32 %a0, i1 %a1) {
  call void asm sideeffect "@$1 mbarrier.arrive.shared::cta.b64 _, [$0];", "r,b,~{memory}"(i32 %a0, i1 %a1)
  ret void
}

define void @f1995(i32 %a0, i32 %a1) {
  call void asm sideeffect "mbarrier.arrive.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f1996(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g mbarrier.arrive.shared::cta.b64 _, [$0], $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f1997(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 mbarrier.arrive.shared::cta.b64 _, [$0], $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f1998(i32 %a0, i32 %a1) {
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f1999(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2000(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2001(i32 %a0, i32 %a1) {
  call void asm sideeffect "mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [$0], $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2002(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [$0], $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2003(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 mbarrier.expect_tx.relaxed.cta.shared::cta.b64 [$0], $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2004(i32 %a0) {
  call void asm sideeffect "mbarrier.arrive.shared::cluster.b64 _, [$0];", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f2005(i32 %a0, i32 %a1) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $1, 0; @tp_g mbarrier.arrive.shared::cluster.b64 _, [$0]; }", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2006(i32 %a0, i1 %a1) {
  call void asm sideeffect "@$1 mbarrier.arrive.shared::cluster.b64 _, [$0];", "r,b,~{memory}"(i32 %a0, i1 %a1)
  ret void
}

define void @f2007(i32 %a0, i32 %a1) {
  call void asm sideeffect "mbarrier.arrive.shared::cluster.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2008(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g mbarrier.arrive.shared::cluster.b64 _, [$0], $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2009(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 mbarrier.arrive.shared::cluster.b64 _, [$0], $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2010(i32 %a0, i32 %a1) {
  call void asm sideeffect "mbarrier.arrive.expect_tx.shared::cluster.b64 _, [$0], $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2011(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g mbarrier.arrive.expect_tx.shared::cluster.b64 _, [$0], $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2012(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 mbarrier.arrive.expect_tx.shared::cluster.b64 _, [$0], $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2013(i32 %a0, i32 %a1) {
  call void asm sideeffect "mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [$0], $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2014(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [$0], $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2015(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 mbarrier.expect_tx.relaxed.cluster.shared::cluster.b64 [$0], $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define i32 @f2016(i32 %a0, i32 %a1) {
  %r = call i32 asm sideeffect "{ .reg .pred tp_w; mbarrier.try_wait.parity.shared::cta.b64 tp_w, [$1], $2; selp.b32 $0, 1, 0, tp_w; }", "=r,r,r,~{memory}"(i32 %a0, i32 %a1)
  ret i32 %r
}

define i32 @f2017(i32 %a0, i32 %a1, i32 %a2) {
  %r = call i32 asm sideeffect "{ .reg .pred tp_w; .reg .pred tp_g; setp.ne.b32 tp_g, $3, 0; mov.b32 $0, 0; @tp_g mbarrier.try_wait.parity.shared::cta.b64 tp_w, [$1], $2; @tp_g selp.b32 $0, 1, 0, tp_w; }", "=r,r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret i32 %r
}

define i32 @f2018(i32 %a0, i32 %a1, i1 %a2) {
  %r = call i32 asm sideeffect "{ .reg .pred tp_w; mov.b32 $0, 0; @$3 mbarrier.try_wait.parity.shared::cta.b64 tp_w, [$1], $2; @$3 selp.b32 $0, 1, 0, tp_w; }", "=r,r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret i32 %r
}

define void @f2019() {
  call void asm sideeffect "fence.proxy.async;", "~{memory}"()
  ret void
}

define void @f2020(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g fence.proxy.async; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f2021(i1 %a0) {
  call void asm sideeffect "@$0 fence.proxy.async;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f2022() {
  call void asm sideeffect "fence.proxy.async.global;", "~{memory}"()
  ret void
}

define void @f2023(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g fence.proxy.async.global; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f2024(i1 %a0) {
  call void asm sideeffect "@$0 fence.proxy.async.global;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f2025() {
  call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()
  ret void
}

define void @f2026(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g fence.proxy.async.shared::cta; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f2027(i1 %a0) {
  call void asm sideeffect "@$0 fence.proxy.async.shared::cta;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f2028() {
  call void asm sideeffect "fence.proxy.async.shared::cluster;", "~{memory}"()
  ret void
}

define void @f2029(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g fence.proxy.async.shared::cluster; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f2030(i1 %a0) {
  call void asm sideeffect "@$0 fence.proxy.async.shared::cluster;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f2031(i64 %a0) {
  call void asm sideeffect "fence.proxy.tensormap::generic.acquire.cta [$0], 128;", "l,~{memory}"(i64 %a0)
  ret void
}

define void @f2032(i64 %a0, i32 %a1) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $1, 0; @tp_g fence.proxy.tensormap::generic.acquire.cta [$0], 128; }", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2033(i64 %a0, i1 %a1) {
  call void asm sideeffect "@$1 fence.proxy.tensormap::generic.acquire.cta [$0], 128;", "l,b,~{memory}"(i64 %a0, i1 %a1)
  ret void
}

define void @f2034() {
  call void asm sideeffect "fence.proxy.tensormap::generic.release.cta;", "~{memory}"()
  ret void
}

define void @f2035(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g fence.proxy.tensormap::generic.release.cta; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f2036(i1 %a0) {
  call void asm sideeffect "@$0 fence.proxy.tensormap::generic.release.cta;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f2037(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cta.sync.aligned [$0], [$1], 128;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2038(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cta.sync.aligned [$0], [$1], 128; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2039(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cta.sync.aligned [$0], [$1], 128;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2040(i64 %a0) {
  call void asm sideeffect "fence.proxy.tensormap::generic.acquire.cluster [$0], 128;", "l,~{memory}"(i64 %a0)
  ret void
}

define void @f2041(i64 %a0, i32 %a1) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $1, 0; @tp_g fence.proxy.tensormap::generic.acquire.cluster [$0], 128; }", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2042(i64 %a0, i1 %a1) {
  call void asm sideeffect "@$1 fence.proxy.tensormap::generic.acquire.cluster [$0], 128;", "l,b,~{memory}"(i64 %a0, i1 %a1)
  ret void
}

define void @f2043() {
  call void asm sideeffect "fence.proxy.tensormap::generic.release.cluster;", "~{memory}"()
  ret void
}

define void @f2044(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g fence.proxy.tensormap::generic.release.cluster; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f2045(i1 %a0) {
  call void asm sideeffect "@$0 fence.proxy.tensormap::generic.release.cluster;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f2046(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cluster.sync.aligned [$0], [$1], 128;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2047(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cluster.sync.aligned [$0], [$1], 128; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2048(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.cluster.sync.aligned [$0], [$1], 128;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2049(i64 %a0) {
  call void asm sideeffect "fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,~{memory}"(i64 %a0)
  ret void
}

define void @f2050(i64 %a0, i32 %a1) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $1, 0; @tp_g fence.proxy.tensormap::generic.acquire.gpu [$0], 128; }", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2051(i64 %a0, i1 %a1) {
  call void asm sideeffect "@$1 fence.proxy.tensormap::generic.acquire.gpu [$0], 128;", "l,b,~{memory}"(i64 %a0, i1 %a1)
  ret void
}

define void @f2052() {
  call void asm sideeffect "fence.proxy.tensormap::generic.release.gpu;", "~{memory}"()
  ret void
}

define void @f2053(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g fence.proxy.tensormap::generic.release.gpu; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f2054(i1 %a0) {
  call void asm sideeffect "@$0 fence.proxy.tensormap::generic.release.gpu;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f2055(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2056(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2057(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.gpu.sync.aligned [$0], [$1], 128;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2058(i64 %a0) {
  call void asm sideeffect "fence.proxy.tensormap::generic.acquire.sys [$0], 128;", "l,~{memory}"(i64 %a0)
  ret void
}

define void @f2059(i64 %a0, i32 %a1) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $1, 0; @tp_g fence.proxy.tensormap::generic.acquire.sys [$0], 128; }", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2060(i64 %a0, i1 %a1) {
  call void asm sideeffect "@$1 fence.proxy.tensormap::generic.acquire.sys [$0], 128;", "l,b,~{memory}"(i64 %a0, i1 %a1)
  ret void
}

define void @f2061() {
  call void asm sideeffect "fence.proxy.tensormap::generic.release.sys;", "~{memory}"()
  ret void
}

define void @f2062(i32 %a0) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $0, 0; @tp_g fence.proxy.tensormap::generic.release.sys; }", "r,~{memory}"(i32 %a0)
  ret void
}

define void @f2063(i1 %a0) {
  call void asm sideeffect "@$0 fence.proxy.tensormap::generic.release.sys;", "b,~{memory}"(i1 %a0)
  ret void
}

define void @f2064(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.sys.sync.aligned [$0], [$1], 128;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2065(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.sys.sync.aligned [$0], [$1], 128; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2066(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::generic.release.sys.sync.aligned [$0], [$1], 128;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2067(i64 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l,~{memory}"(i64 %a0, i64 %a1)
  ret void
}

define void @f2068(i64 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1; }", "l,l,r,~{memory}"(i64 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2069(i64 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_address.global.b1024.b64 [$0], $1;", "l,l,b,~{memory}"(i64 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2070(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2071(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2072(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2073(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2074(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2075(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2076(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2077(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2078(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2079(i64 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,~{memory}"(i64 %a0, i64 %a1)
  ret void
}

define void @f2080(i64 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1; }", "l,l,r,~{memory}"(i64 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2081(i64 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,b,~{memory}"(i64 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2082(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2083(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2084(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2085(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2086(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2087(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2088(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 2, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2089(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 2, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2090(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 2, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2091(i64 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,~{memory}"(i64 %a0, i64 %a1)
  ret void
}

define void @f2092(i64 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1; }", "l,l,r,~{memory}"(i64 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2093(i64 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,b,~{memory}"(i64 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2094(i64 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 1, $1;", "l,l,~{memory}"(i64 %a0, i64 %a1)
  ret void
}

define void @f2095(i64 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 1, $1; }", "l,l,r,~{memory}"(i64 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2096(i64 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 1, $1;", "l,l,b,~{memory}"(i64 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2097(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2098(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2099(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2100(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2101(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2102(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2103(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 2, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2104(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 2, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2105(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 2, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2106(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 3, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2107(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 3, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2108(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 3, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2109(i64 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,~{memory}"(i64 %a0, i64 %a1)
  ret void
}

define void @f2110(i64 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1; }", "l,l,r,~{memory}"(i64 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2111(i64 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,b,~{memory}"(i64 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2112(i64 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 1, $1;", "l,l,~{memory}"(i64 %a0, i64 %a1)
  ret void
}

define void @f2113(i64 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 1, $1; }", "l,l,r,~{memory}"(i64 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2114(i64 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 1, $1;", "l,l,b,~{memory}"(i64 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2115(i64 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 2, $1;", "l,l,~{memory}"(i64 %a0, i64 %a1)
  ret void
}

define void @f2116(i64 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 2, $1; }", "l,l,r,~{memory}"(i64 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2117(i64 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 2, $1;", "l,l,b,~{memory}"(i64 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2118(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2119(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2120(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 0, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2121(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2122(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2123(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 1, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2124(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 2, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2125(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 2, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2126(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 2, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2127(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 3, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2128(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 3, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2129(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 3, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2130(i64 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 4, $1;", "l,r,~{memory}"(i64 %a0, i32 %a1)
  ret void
}

define void @f2131(i64 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 4, $1; }", "l,r,r,~{memory}"(i64 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2132(i64 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.global.b1024.b32 [$0], 4, $1;", "l,r,b,~{memory}"(i64 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2133(i64 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,~{memory}"(i64 %a0, i64 %a1)
  ret void
}

define void @f2134(i64 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1; }", "l,l,r,~{memory}"(i64 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2135(i64 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 0, $1;", "l,l,b,~{memory}"(i64 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2136(i64 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 1, $1;", "l,l,~{memory}"(i64 %a0, i64 %a1)
  ret void
}

define void @f2137(i64 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 1, $1; }", "l,l,r,~{memory}"(i64 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2138(i64 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 1, $1;", "l,l,b,~{memory}"(i64 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2139(i64 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 2, $1;", "l,l,~{memory}"(i64 %a0, i64 %a1)
  ret void
}

define void @f2140(i64 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 2, $1; }", "l,l,r,~{memory}"(i64 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2141(i64 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 2, $1;", "l,l,b,~{memory}"(i64 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2142(i64 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 3, $1;", "l,l,~{memory}"(i64 %a0, i64 %a1)
  ret void
}

define void @f2143(i64 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 3, $1; }", "l,l,r,~{memory}"(i64 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2144(i64 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.global.b1024.b64 [$0], 3, $1;", "l,l,b,~{memory}"(i64 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2145(i32 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f2146(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2147(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_address.shared::cta.b1024.b64 [$0], $1;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2148(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2149(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2150(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2151(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2152(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2153(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2154(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2155(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2156(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2157(i32 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f2158(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2159(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2160(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2161(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2162(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2163(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2164(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2165(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2166(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2167(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2168(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2169(i32 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f2170(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2171(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2172(i32 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f2173(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2174(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2175(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2176(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2177(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2178(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2179(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2180(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2181(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2182(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2183(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2184(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 3, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2185(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 3, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2186(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 3, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2187(i32 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f2188(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2189(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2190(i32 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f2191(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2192(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2193(i32 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 2, $1;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f2194(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 2, $1; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2195(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 2, $1;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2196(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2197(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2198(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 0, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2199(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2200(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2201(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 1, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2202(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2203(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2204(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 2, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2205(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 3, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2206(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 3, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2207(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 3, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2208(i32 %a0, i32 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 4, $1;", "r,r,~{memory}"(i32 %a0, i32 %a1)
  ret void
}

define void @f2209(i32 %a0, i32 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 4, $1; }", "r,r,r,~{memory}"(i32 %a0, i32 %a1, i32 %a2)
  ret void
}

define void @f2210(i32 %a0, i32 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_dim.shared::cta.b1024.b32 [$0], 4, $1;", "r,r,b,~{memory}"(i32 %a0, i32 %a1, i1 %a2)
  ret void
}

define void @f2211(i32 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f2212(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2213(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 0, $1;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2214(i32 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f2215(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2216(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 1, $1;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2217(i32 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 2, $1;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f2218(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 2, $1; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2219(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 2, $1;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}

define void @f2220(i32 %a0, i64 %a1) {
  call void asm sideeffect "tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 3, $1;", "r,l,~{memory}"(i32 %a0, i64 %a1)
  ret void
}

define void @f2221(i32 %a0, i64 %a1, i32 %a2) {
  call void asm sideeffect "{ .reg .pred tp_g; setp.ne.b32 tp_g, $2, 0; @tp_g tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 3, $1; }", "r,l,r,~{memory}"(i32 %a0, i64 %a1, i32 %a2)
  ret void
}

define void @f2222(i32 %a0, i64 %a1, i1 %a2) {
  call void asm sideeffect "@$2 tensormap.replace.tile.global_stride.shared::cta.b1024.b64 [$0], 3, $1;", "r,l,b,~{memory}"(i32 %a0, i64 %a1, i1 %a2)
  ret void
}


// RUN: %tile-opt --help | %FileCheck %s
// CHECK: USAGE: tile-opt
// CHECK: PASSES:
// CHECK: tile-verify check every tile op
// CHECK: PIPELINES:
// CHECK: default

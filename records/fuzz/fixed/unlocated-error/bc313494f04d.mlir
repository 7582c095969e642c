func.func@t(%d:!tile.tensormap<f32,rank=2,box = [64, 64]>, %b: memref<i3>) {
return
}
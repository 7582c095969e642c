module attributes {tile.target = ""} {
  func.func @target_attribute_gfx7a() {
    return
  }
}

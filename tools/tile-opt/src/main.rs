//! `tile-opt`: the mlir-opt-like driver. The command line is the
//! `tile-driver` crate's ([`tile_driver::program::main`]), the compiler the
//! `tile-compiler` library's; this binary adds only its allocator.

mod allocator;

fn main() -> std::process::ExitCode {
    tile_driver::program::main()
}

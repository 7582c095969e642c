//! Files the passes produced beside the IR (launch manifests), held back
//! until the caller knows the whole run succeeded.

use crate::error::DriverError;
use crate::session::Session;

impl Session {
    /// Files the passes produced (the launch manifest of
    /// `tile-separate-host-tma{manifest=...}`) since the last call: they
    /// are held back until the caller knows the whole run succeeded.
    pub fn take_held_files(&self) -> Vec<tile_passes::held_files::HeldFile> {
        tile_passes::held_files::take(&self.context)
    }

    /// Writes the held files ([`Session::take_held_files`]); a file
    /// that cannot be written is a located `manifest-write` error (the
    /// files written before it are removed again).
    pub fn write_held_files(&self) -> Result<(), DriverError> {
        let mut written: Vec<String> = Vec::new();
        for file in self.take_held_files() {
            if let Err((at, message)) = file.write() {
                for path in written {
                    let _ = std::fs::remove_file(path);
                }
                return Err(DriverError::rejected(at, message));
            }
            written.push(file.path);
        }
        Ok(())
    }
}

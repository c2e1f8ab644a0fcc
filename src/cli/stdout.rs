//! The standard output of `extract` and `audit`, their only sink: a write that fails
//! (the reader closed the pipe, the disk is full) is an error that names standard output
//! and says what to do, and the run ends with a non-zero status rather than looking
//! complete. `batch` names its outputs the same way (`batch::outputs`).

use std::io::{self, Write};

/// A writer whose errors say they are standard output's.
pub struct StandardOutput<W>(pub W);

impl<W: Write> Write for StandardOutput<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write(buf).map_err(failed)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush().map_err(failed)
    }
}

/// The error of a failed write, in words. Its kind is no longer `BrokenPipe`: `main`
/// takes that kind as the quiet end of `benchfacts man | head`, not of a data output.
fn failed(e: io::Error) -> io::Error {
    let what = match e.kind() {
        io::ErrorKind::BrokenPipe => {
            "closed by its reader (broken pipe) before the output was complete; write it to a file, or let the reader read to the end".to_string()
        }
        io::ErrorKind::StorageFull => {
            format!("the disk is full ({e}); the output is incomplete: free space and rerun")
        }
        _ => format!("cannot write ({e}); the output is incomplete"),
    };
    io::Error::other(format!("standard output: {what}"))
}

//! Output that must wait for later output: the serialized findings of a chunked document
//! (written after its facts), the SARIF results of an audit (written after the list of
//! inputs that failed). It waits in memory up to a bound, beyond it in an anonymous
//! temporary file (gone when closed, also if the process dies), so that memory stays
//! bounded whatever the number of findings. If no temporary file can be made it stays in
//! memory: the output is right, only larger in memory.

use std::fs::File;
use std::io::{BufRead, BufReader, BufWriter, Cursor, Read, Seek, Write};

pub struct Spill {
    /// What the bytes belong to, for errors (`doc.txt`, `the SARIF results`).
    label: String,
    in_memory: usize,
    memory: Vec<u8>,
    file: Option<BufWriter<File>>,
    no_file: bool,
}

impl Spill {
    pub fn new(label: &str, in_memory: usize) -> Self {
        Spill {
            label: label.to_string(),
            in_memory,
            memory: Vec::new(),
            file: None,
            no_file: false,
        }
    }

    /// The buffer to append to; [`Spill::settle`] moves it to the file when it is full.
    pub fn buffer(&mut self) -> &mut Vec<u8> {
        &mut self.memory
    }

    /// Moves the buffered bytes to the temporary file once they pass the bound.
    pub fn settle(&mut self) -> std::io::Result<()> {
        if self.memory.len() <= self.in_memory || self.no_file {
            return Ok(());
        }
        if self.file.is_none() {
            match tempfile::tempfile() {
                Ok(f) => self.file = Some(BufWriter::with_capacity(1 << 16, f)),
                Err(e) => {
                    eprintln!(
                        "benchfacts: note: {}: cannot create a temporary file ({e}); kept in memory",
                        self.label
                    );
                    self.no_file = true;
                    return Ok(());
                }
            }
        }
        if let Some(file) = &mut self.file {
            file.write_all(&self.memory)
                .map_err(|e| spill_error(&self.label, "cannot write", e))?;
            self.memory.clear();
        }
        Ok(())
    }

    /// Everything pushed, in order, to read back.
    pub fn into_reader(self) -> std::io::Result<Box<dyn BufRead>> {
        let memory = Cursor::new(self.memory);
        let Some(file) = self.file else {
            return Ok(Box::new(memory));
        };
        let label = self.label;
        let mut file = file
            .into_inner()
            .map_err(|e| spill_error(&label, "cannot write", e.into_error()))?;
        file.rewind()
            .map_err(|e| spill_error(&label, "cannot read back", e))?;
        Ok(Box::new(BufReader::with_capacity(
            1 << 16,
            file.chain(memory),
        )))
    }

    /// Writes everything pushed, in order, to `out`.
    pub fn copy_to(self, out: &mut impl Write) -> std::io::Result<()> {
        let label = self.label.clone();
        let mut reader = self.into_reader()?;
        std::io::copy(&mut reader, out).map_err(|e| spill_error(&label, "cannot copy out", e))?;
        Ok(())
    }
}

/// An I/O error of a [`Spill`], naming what it holds (its kind kept: a closed standard
/// output is still a broken pipe).
fn spill_error(label: &str, what: &str, e: std::io::Error) -> std::io::Error {
    std::io::Error::new(
        e.kind(),
        format!("{label}: {what} the temporary file holding its output: {e}"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_come_back_in_order_from_memory_and_file() {
        let mut spill = Spill::new("test", 8);
        for part in ["abc", "defgh", "ijklmnop", "q"] {
            spill.buffer().extend_from_slice(part.as_bytes());
            spill.settle().unwrap();
        }
        let mut out = Vec::new();
        spill.copy_to(&mut out).unwrap();
        assert_eq!(out, b"abcdefghijklmnopq");
    }
}

//! Read stage: turns the bytes of an input into text, or says in words a user can act on
//! why it cannot. No file system access here; the CLI reads the bytes.

use crate::model::InputError;

/// UTF-8 text of an input (a leading byte-order mark is dropped), or why it is not text.
pub fn decode(bytes: &[u8]) -> Result<&str, InputError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if let Some(offset) = bytes.iter().position(|&b| b == 0) {
        return Err(InputError {
            kind: "binary".into(),
            message: format!(
                "NUL byte at offset {offset}: this looks like a binary file, not text"
            ),
        });
    }
    std::str::from_utf8(bytes).map_err(|e| {
        let offset = e.valid_up_to();
        InputError {
            kind: "invalid_utf8".into(),
            message: format!(
                "byte 0x{:02x} at offset {offset} is not UTF-8; convert the file to UTF-8 or fix it",
                bytes[offset]
            ),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bom_is_dropped() {
        assert_eq!(decode(b"\xEF\xBB\xBF3,58 ms").unwrap(), "3,58 ms");
    }

    #[test]
    fn invalid_utf8_names_byte_and_offset() {
        let err = decode(b"abc\xffdef").unwrap_err();
        assert_eq!(err.kind, "invalid_utf8");
        assert!(err.message.contains("0xff at offset 3"), "{}", err.message);
    }

    #[test]
    fn nul_byte_means_binary() {
        let err = decode(b"PK\x03\x04\x00\x00").unwrap_err();
        assert_eq!(err.kind, "binary");
    }
}

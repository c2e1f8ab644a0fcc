//! Compact JSON for the reports, written into a byte buffer: a speed kernel (see `super`)
//! for the output stage, which wrote with `serde_json::to_writer` (the plain version) at
//! about a tenth of the route's cost. The output is `serde_json`'s byte for byte: the same
//! escapes (`\"`, `\\`, `\b \f \n \r \t`, `\u00XX` for other control characters), the
//! same number formats (itoa for integers, zmij for finite floats, `null` for the others),
//! struct fields in order. What is cheaper: a field's name is a `&'static str` from the
//! derive, written as it is (checked once, in a debug build, to need no escape), where
//! `serde_json` escapes every key byte by byte; a string value with nothing to escape is
//! copied in one piece; and every piece goes to a `Vec`, not through an `io::Write`.
//! Tests check that the two agree on the corpus's reports and on strings of every kind.

use serde::ser::{self, Serialize};

/// Appends the compact JSON of `value` to `out`, as `serde_json::to_writer` writes it.
pub fn write_json<T: Serialize + ?Sized>(out: &mut Vec<u8>, value: &T) -> Result<(), Error> {
    value.serialize(&mut Writer { out })
}

/// A value the writer does not write (a map key that is no string: none of the reports
/// has one).
#[derive(Debug)]
pub struct Error(String);

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

struct Writer<'o> {
    out: &'o mut Vec<u8>,
}

/// The escape of each byte: 0 for none, `u` for `\u00XX`, else the letter after `\`.
static ESCAPE: [u8; 256] = {
    let mut table = [0u8; 256];
    let mut b = 0;
    while b < 0x20 {
        table[b] = b'u';
        b += 1;
    }
    table[0x08] = b'b';
    table[0x09] = b't';
    table[0x0A] = b'n';
    table[0x0C] = b'f';
    table[0x0D] = b'r';
    table[b'"' as usize] = b'"';
    table[b'\\' as usize] = b'\\';
    table
};

/// The length of the head of `bytes` in which no byte needs an escape, eight bytes at a
/// time (a byte below 0x20, a `"` or a `\\` stops it); the rest a byte at a time.
fn plain_run(bytes: &[u8]) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // The high bit of each byte of `x` that is zero (the classic test: exact where, as
    // here, only whether any is and the first of them matter).
    const fn zero_bytes(x: u64) -> u64 {
        x.wrapping_sub(ONES) & !x & HIGH
    }
    let mut i = 0;
    while i + 8 <= bytes.len() {
        let word = u64::from_le_bytes(bytes[i..i + 8].try_into().unwrap_or([0; 8]));
        // Below 0x20: the byte minus 0x20 borrows, and its high bit was clear.
        let control = word.wrapping_sub(ONES * 0x20) & !word & HIGH;
        let found = control
            | zero_bytes(word ^ (ONES * b'"' as u64))
            | zero_bytes(word ^ (ONES * b'\\' as u64));
        if found != 0 {
            break;
        }
        i += 8;
    }
    i + bytes[i..]
        .iter()
        .position(|&b| ESCAPE[b as usize] != 0)
        .unwrap_or(bytes.len() - i)
}

/// `s` as a JSON string, quotes included.
fn write_str(out: &mut Vec<u8>, s: &str) {
    let bytes = s.as_bytes();
    out.reserve(bytes.len() + 2);
    out.push(b'"');
    let clean = plain_run(bytes);
    out.extend_from_slice(&bytes[..clean]);
    let mut start = clean;
    for (i, &b) in bytes.iter().enumerate().skip(clean) {
        let escape = ESCAPE[b as usize];
        if escape == 0 {
            continue;
        }
        out.extend_from_slice(&bytes[start..i]);
        if escape == b'u' {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.extend_from_slice(&[
                b'\\',
                b'u',
                b'0',
                b'0',
                HEX[(b >> 4) as usize],
                HEX[(b & 0xF) as usize],
            ]);
        } else {
            out.extend_from_slice(&[b'\\', escape]);
        }
        start = i + 1;
    }
    out.extend_from_slice(&bytes[start..]);
    out.push(b'"');
}

/// A field's name and the colon after it. The names come from the derive and need no
/// escape (checked in a debug build).
fn write_key(out: &mut Vec<u8>, first: bool, key: &'static str) {
    debug_assert!(key.bytes().all(|b| ESCAPE[b as usize] == 0), "{key}");
    if !first {
        out.push(b',');
    }
    out.push(b'"');
    out.extend_from_slice(key.as_bytes());
    out.extend_from_slice(b"\":");
}

fn write_f64(out: &mut Vec<u8>, v: f64) {
    if v.is_finite() {
        out.extend_from_slice(zmij::Buffer::new().format_finite(v).as_bytes());
    } else {
        out.extend_from_slice(b"null");
    }
}

fn write_f32(out: &mut Vec<u8>, v: f32) {
    if v.is_finite() {
        out.extend_from_slice(zmij::Buffer::new().format_finite(v).as_bytes());
    } else {
        out.extend_from_slice(b"null");
    }
}

/// An array or object being written: whether an element has been written yet.
pub struct Compound<'a, 'o> {
    writer: &'a mut Writer<'o>,
    first: bool,
    /// The closing bytes: `]`, `}`, or `]}` / `}}` for an enum variant's content.
    close: &'static [u8],
}

impl<'a, 'o> ser::Serializer for &'a mut Writer<'o> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'a, 'o>;
    type SerializeTuple = Compound<'a, 'o>;
    type SerializeTupleStruct = Compound<'a, 'o>;
    type SerializeTupleVariant = Compound<'a, 'o>;
    type SerializeMap = Compound<'a, 'o>;
    type SerializeStruct = Compound<'a, 'o>;
    type SerializeStructVariant = Compound<'a, 'o>;

    fn serialize_bool(self, v: bool) -> Result<(), Error> {
        self.out
            .extend_from_slice(if v { b"true" } else { b"false" });
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), Error> {
        self.serialize_i64(v.into())
    }
    fn serialize_i16(self, v: i16) -> Result<(), Error> {
        self.serialize_i64(v.into())
    }
    fn serialize_i32(self, v: i32) -> Result<(), Error> {
        self.serialize_i64(v.into())
    }
    fn serialize_i64(self, v: i64) -> Result<(), Error> {
        self.out
            .extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Result<(), Error> {
        self.out
            .extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), Error> {
        self.serialize_u64(v.into())
    }
    fn serialize_u16(self, v: u16) -> Result<(), Error> {
        self.serialize_u64(v.into())
    }
    fn serialize_u32(self, v: u32) -> Result<(), Error> {
        self.serialize_u64(v.into())
    }
    fn serialize_u64(self, v: u64) -> Result<(), Error> {
        self.out
            .extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> Result<(), Error> {
        self.out
            .extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Result<(), Error> {
        write_f32(self.out, v);
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> Result<(), Error> {
        write_f64(self.out, v);
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        write_str(self.out, v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), Error> {
        write_str(self.out, v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), Error> {
        use ser::SerializeSeq;
        let mut seq = self.serialize_seq(Some(v.len()))?;
        for b in v {
            seq.serialize_element(b)?;
        }
        seq.end()
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.out.extend_from_slice(b"null");
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        write_str(self.out, variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.out.push(b'{');
        write_key(self.out, true, variant);
        value.serialize(&mut *self)?;
        self.out.push(b'}');
        Ok(())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'a, 'o>, Error> {
        self.out.push(b'[');
        Ok(Compound {
            writer: self,
            first: true,
            close: b"]",
        })
    }
    fn serialize_tuple(self, len: usize) -> Result<Compound<'a, 'o>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        len: usize,
    ) -> Result<Compound<'a, 'o>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a, 'o>, Error> {
        self.out.push(b'{');
        write_key(self.out, true, variant);
        self.out.push(b'[');
        Ok(Compound {
            writer: self,
            first: true,
            close: b"]}",
        })
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'a, 'o>, Error> {
        self.out.push(b'{');
        Ok(Compound {
            writer: self,
            first: true,
            close: b"}",
        })
    }
    fn serialize_struct(self, _name: &'static str, len: usize) -> Result<Compound<'a, 'o>, Error> {
        self.serialize_map(Some(len))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Compound<'a, 'o>, Error> {
        self.out.push(b'{');
        write_key(self.out, true, variant);
        self.out.push(b'{');
        Ok(Compound {
            writer: self,
            first: true,
            close: b"}}",
        })
    }
}

impl Compound<'_, '_> {
    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        if !self.first {
            self.writer.out.push(b',');
        }
        self.first = false;
        value.serialize(&mut *self.writer)
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
        write_key(self.writer.out, self.first, key);
        self.first = false;
        value.serialize(&mut *self.writer)
    }

    fn close(self) -> Result<(), Error> {
        self.writer.out.extend_from_slice(self.close);
        Ok(())
    }
}

impl ser::SerializeSeq for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

impl ser::SerializeTuple for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

impl ser::SerializeTupleStruct for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

impl ser::SerializeTupleVariant for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.element(value)
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

impl ser::SerializeMap for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        if !self.first {
            self.writer.out.push(b',');
        }
        self.first = false;
        key.serialize(MapKey {
            out: &mut *self.writer.out,
        })?;
        self.writer.out.push(b':');
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        value.serialize(&mut *self.writer)
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

impl ser::SerializeStruct for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.field(key, value)
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

impl ser::SerializeStructVariant for Compound<'_, '_> {
    type Ok = ();
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        self.field(key, value)
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

/// A map's key: a string, or an enum's unit variant, as `serde_json` writes them; any
/// other key is an [`Error`] (no report has one).
struct MapKey<'o> {
    out: &'o mut Vec<u8>,
}

fn key_error() -> Error {
    Error("a map key must be a string".into())
}

impl ser::Serializer for MapKey<'_> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = ser::Impossible<(), Error>;
    type SerializeTuple = ser::Impossible<(), Error>;
    type SerializeTupleStruct = ser::Impossible<(), Error>;
    type SerializeTupleVariant = ser::Impossible<(), Error>;
    type SerializeMap = ser::Impossible<(), Error>;
    type SerializeStruct = ser::Impossible<(), Error>;
    type SerializeStructVariant = ser::Impossible<(), Error>;

    fn serialize_str(self, v: &str) -> Result<(), Error> {
        write_str(self.out, v);
        Ok(())
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), Error> {
        write_str(self.out, variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_bool(self, _v: bool) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_i8(self, _v: i8) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_i16(self, _v: i16) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_i32(self, _v: i32) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_i64(self, _v: i64) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_u8(self, _v: u8) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_u16(self, _v: u16) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_u32(self, _v: u32) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_u64(self, _v: u64) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_f32(self, _v: f32) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_f64(self, _v: f64) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_char(self, v: char) -> Result<(), Error> {
        write_str(self.out, v.encode_utf8(&mut [0; 4]));
        Ok(())
    }
    fn serialize_bytes(self, _v: &[u8]) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_none(self) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _value: &T) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_unit(self) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _value: &T,
    ) -> Result<(), Error> {
        Err(key_error())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Self::SerializeSeq, Error> {
        Err(key_error())
    }
    fn serialize_tuple(self, _len: usize) -> Result<Self::SerializeTuple, Error> {
        Err(key_error())
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleStruct, Error> {
        Err(key_error())
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleVariant, Error> {
        Err(key_error())
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Self::SerializeMap, Error> {
        Err(key_error())
    }
    fn serialize_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStruct, Error> {
        Err(key_error())
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStructVariant, Error> {
        Err(key_error())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::BTreeMap;

    fn both<T: Serialize + ?Sized>(value: &T) -> (String, String) {
        let mut fast = Vec::new();
        write_json(&mut fast, value).expect("writes");
        let plain = serde_json::to_vec(value).expect("serde_json writes");
        (
            String::from_utf8(fast).expect("UTF-8"),
            String::from_utf8(plain).expect("UTF-8"),
        )
    }

    #[derive(serde::Serialize)]
    enum Shape {
        Unit,
        New(u8),
        Pair(i32, f64),
        Named { a: Option<String>, b: Vec<bool> },
    }

    #[derive(serde::Serialize)]
    struct Everything {
        text: String,
        span: [usize; 2],
        none: Option<f64>,
        floats: Vec<f64>,
        small: f32,
        negative: i64,
        shapes: Vec<Shape>,
        map: BTreeMap<String, u32>,
        unit: (),
        c: char,
    }

    #[test]
    fn agrees_with_serde_json_on_every_kind_of_value() {
        let value = Everything {
            text: "a \"quoted\" \\ line\nand\ttab \u{1} \u{1f} \u{7f} é 中文 \u{2028}".into(),
            span: [19, 25],
            none: None,
            floats: vec![
                256e9,
                0.0,
                -0.0,
                1.5e-7,
                f64::NAN,
                f64::INFINITY,
                123456789.125,
                1e21,
            ],
            small: 0.1,
            negative: -42,
            shapes: vec![
                Shape::Unit,
                Shape::New(7),
                Shape::Pair(-1, 2.5),
                Shape::Named {
                    a: Some("x".into()),
                    b: vec![true, false],
                },
                Shape::Named { a: None, b: vec![] },
            ],
            map: [("k\"ey".to_string(), 1), ("b".to_string(), 2)].into(),
            unit: (),
            c: '"',
        };
        let (fast, plain) = both(&value);
        assert_eq!(fast, plain);
    }

    proptest! {
        #[test]
        fn the_plain_run_is_the_byte_walk(s in "[\\x00-\\x7f\u{80}-\u{7ff}\u{800}-\u{ffff}]{0,40}") {
            let walk = s.bytes().position(|b| ESCAPE[b as usize] != 0).unwrap_or(s.len());
            prop_assert_eq!(plain_run(s.as_bytes()), walk);
        }

        #[test]
        fn strings_agree_with_serde_json(s in "[\\x00-\\x7f\u{80}-\u{7ff}\u{800}-\u{ffff}]{0,40}") {
            let (fast, plain) = both(&s);
            prop_assert_eq!(fast, plain);
        }

        #[test]
        fn floats_agree_with_serde_json(v in any::<f64>()) {
            let (fast, plain) = both(&v);
            prop_assert_eq!(fast, plain);
        }
    }
}

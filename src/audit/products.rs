//! `rotated`, products: versions of the standard test bed's products that do not exist
//! ("Windows Server 2014 R2012", "SQL Server 2", "RAID2"): the numbers around them were
//! moved.

use super::matching::product_matches;
use super::{Detector, Doc, Findings, RawFinding};
use crate::model::{FindingKind, Severity};

pub(crate) struct Products;

impl Detector for Products {
    fn id(&self) -> &'static str {
        "products"
    }

    fn detect(&self, doc: &Doc<'_>, found: &mut Findings) {
        detect_products(doc, found);
    }
}

/// Product versions of the standard test bed that do not exist ("Windows Server 2014
/// R2012", "SQL Server 2", "RAID2"): the numbers around them were moved.
fn detect_products(doc: &Doc<'_>, found: &mut Findings) {
    let products = &doc.rules.products;
    for (product, matches) in products.iter().zip(product_matches(doc.rules, doc.text)) {
        for hit in matches {
            let (Some(first), Some(last)) = (hit.groups.first(), hit.groups.last()) else {
                continue;
            };
            let version = hit
                .groups
                .iter()
                .map(|g| &doc.text[g.clone()])
                .collect::<Vec<_>>()
                .join(" ");
            if product.allowed.contains(&version) {
                continue;
            }
            debug_assert!(hit.whole.start <= first.start);
            let span = (hit.whole.start, last.end);
            found.push(RawFinding {
                kind: FindingKind::Rotated,
                severity: Severity::Warning,
                span,
                message: format!(
                    "{:?} names a version that does not exist (known: {}): numbers of this passage were moved into the wrong slots",
                    &doc.text[span.0..span.1],
                    product.allowed.join(", ")
                ),
                suggestion: Some(product.name.clone()),
                suggested_value: None,
                fact: None,
                confidence: super::findings::default_confidence(FindingKind::Rotated),
            });
        }
    }
}

import Foundation

/// The one spelling of each built-in typed value, shared by the `int`, `double` and `uuid`
/// placeholders and by typed routes, so that a value read from a link prints back as the same
/// text and two spellings of one value never name one route differently.
///
/// - `int`: decimal digits with no leading zero (`0` alone is zero), a `-` for negatives and
///   no `+`; `-0` is not canonical. The value fits in `Int`.
/// - `double`: the shortest decimal digits that read back as the same `Double`, written
///   without an exponent; no `+`, no leading zeros before the point except a single `0`, no
///   trailing zeros after it and no point at all for whole numbers (`2`, `2.5`, `0.001`,
///   `10000000000000000`); zero is `0`. Only finite values.
/// - `uuid`: 8-4-4-4-12 lowercase hexadecimal digits. UUIDs are case-insensitive on input
///   (RFC 9562), so uppercase and mixed-case digits are read too (`UUID.uuidString` prints
///   uppercase); every UUID prints in lowercase.
enum CanonicalText {
    /// Whether `text` is the canonical decimal spelling of an `Int`.
    static func isInt(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard let first = bytes.first, first >= UInt8(ascii: "1") || (first == UInt8(ascii: "0") && text == "0")
        else { return false }
        return bytes.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } && Int(text) != nil
    }

    /// The value `text` spells when it is the canonical spelling of a finite `Double`.
    static func double(_ text: String) -> Double? {
        // Only digits, one point and a leading minus can be canonical: refusing anything else
        // first keeps hexadecimal and exponent forms from reaching `Double(_:)`.
        guard
            text.utf8.allSatisfy({
                ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".")
                    || $0 == UInt8(ascii: "-")
            }),
            let value = Double(text), value.isFinite, spelling(of: value) == text
        else { return nil }
        return value
    }

    /// The canonical spelling of a finite `Double` (see the type's description).
    static func spelling(of value: Double) -> String {
        guard value.isFinite else { return value.description }
        if value == 0 { return "0" }
        // `description` gives the shortest digits that read back as `value`, sometimes with an
        // exponent (`1e-05`, `1.5e+16`); the digits are moved around the point instead.
        var text = Substring(value.magnitude.description)
        let sign = value < 0 ? "-" : ""
        var exponent = 0
        if let mark = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: mark)...]) ?? 0
            text = text[..<mark]
        }
        let whole = text.prefix { $0 != "." }
        let fraction = text.dropFirst(whole.count).dropFirst()
        var digits = Array(whole + fraction)
        var point = whole.count + exponent
        if point < 1 {
            digits.insert(contentsOf: repeatElement("0", count: 1 - point), at: 0)
            point = 1
        }
        if point > digits.count { digits.append(contentsOf: repeatElement("0", count: point - digits.count)) }
        var integer = digits[..<point].drop { $0 == "0" }
        if integer.isEmpty { integer = ["0"] }
        var decimals = digits[point...]
        while decimals.last == "0" { decimals = decimals.dropLast() }
        return sign + String(integer) + (decimals.isEmpty ? "" : "." + String(decimals))
    }

    /// Whether `text` is a UUID in 8-4-4-4-12 form, its hexadecimal digits in either case.
    static func isUUID(_ text: String) -> Bool {
        // Checked byte by byte: some `UUID(uuidString:)` implementations accept a space or a
        // sign where a digit belongs.
        guard text.utf8.count == 36 else { return false }
        for (index, byte) in text.utf8.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                let lower = byte | 0x20
                guard
                    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                        || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f"))
                else { return false }
            }
        }
        return true
    }
}

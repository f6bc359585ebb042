import Foundation
import Testing
import Waypoint

/// Typed placeholders accept only the canonical text of their type, and typed routes print
/// exactly that text, so a link and the value printed back always agree.
@Suite("Canonical typed values")
struct CanonicalValueTests {
    @Test(arguments: [
        ("0", true), ("7", true), ("-7", true), ("42", true), ("9223372036854775807", true),
        ("-9223372036854775808", true), ("+1", false), ("007", false), ("00", false), ("-0", false),
        ("-", false), ("", false), ("9223372036854775808", false), ("1e3", false), ("1.0", false),
        ("0x1F", false), (" 1", false), ("--1", false),
    ])
    func intAcceptsOnlyItsCanonicalText(text: String, accepted: Bool) throws {
        #expect(ParameterType.int.validates(text) == accepted)
        #expect((Int(linkText: text) != nil) == accepted)
        if let value = Int(linkText: text) { #expect(value.linkText == text) }
        let router = Router<String>()
        try router.register("/n/<int:v>", destination: "int")
        #expect((router.match(for: "/n/\(text)") != nil) == (accepted && !text.isEmpty))
    }

    @Test(arguments: [
        ("0", true), ("2", true), ("-2", true), ("2.5", true), ("0.1", true), ("0.001", true),
        ("0.30000000000000004", true), ("10000000000000000", true), ("0.00001", true), ("-0.5", true),
        ("2.0", false), ("+2", false), ("02", false), ("-0", false), ("0.0", false), (".5", false),
        ("5.", false), ("1e3", false), ("1E3", false), ("1e-05", false), ("nan", false), ("inf", false),
        ("0x1p3", false), ("0.30000000000000000", false), ("0.3000000000000000444", false), ("2.50", false),
    ])
    func doubleAcceptsOnlyItsCanonicalText(text: String, accepted: Bool) {
        #expect(ParameterType.double.validates(text) == accepted)
        #expect((Double(linkText: text) != nil) == accepted)
        if let value = Double(linkText: text) { #expect(value.linkText == text) }
    }

    @Test(arguments: [
        (2.0, "2"), (2.5, "2.5"), (-0.0, "0"), (1e16, "10000000000000000"), (1.5e-7, "0.00000015"),
        (123_456.789, "123456.789"), (-1e-5, "-0.00001"), (0.1 + 0.2, "0.30000000000000004"),
    ])
    func doublePrintsWithoutExponent(value: Double, text: String) {
        #expect(value.linkText == text)
        #expect(Double(linkText: text) == value)
    }

    /// Every finite double prints as text that reads back as the same number and is accepted.
    @Test func everyFiniteDoubleRoundTrips() {
        var generator = SystemRandomNumberGenerator()
        var samples: [Double] = [.leastNonzeroMagnitude, .greatestFiniteMagnitude, -.ulpOfOne, 1 / 3]
        for _ in 0..<2_000 { samples.append(Double(bitPattern: generator.next())) }
        for value in samples where value.isFinite {
            #expect(Double(linkText: value.linkText) == value, "\(value)")
            #expect(ParameterType.double.validates(value.linkText), "\(value)")
        }
    }

    @Test(arguments: [
        ("123e4567-e89b-12d3-a456-426614174000", true), ("123E4567-E89B-12D3-A456-426614174000", true),
        ("123e4567-e89b-12d3-a456-42661417400A", true), ("123e4567e89b12d3a456426614174000", false),
        ("{123e4567-e89b-12d3-a456-426614174000}", false), (" 23e4567-e89b-12d3-a456-426614174000", false),
        ("123e4567-e89b-12d3-a456-42661417400g", false), ("123e4567+e89b-12d3-a456-426614174000", false),
    ])
    func uuidAcceptsEitherCaseWithDashes(text: String, accepted: Bool) {
        #expect(ParameterType.uuid.validates(text) == accepted)
        #expect((UUID(linkText: text) != nil) == accepted)
        if let value = UUID(linkText: text) { #expect(value.linkText == text.lowercased()) }
    }

    /// A non-canonical spelling falls through to the next route by precedence, as any value
    /// its type refuses does.
    @Test(arguments: ["+42", "042", "-0"])
    func nonCanonicalIntFallsThroughToString(text: String) throws {
        let router = Router<String>()
        try router.register("/users/<int:id>", destination: "by id")
        try router.register("/users/:name", destination: "by name")
        #expect(router.match(for: "/users/\(text)")?.destination == "by name")
        #expect(router.match(for: "/users/42")?.destination == "by id")
    }
}

/// Where something was written in a route file: the file's path, the line and the column, both
/// counted from 1.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The file's path as given to the loader.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form editors and CI systems link to.
    public var description: String { "\(file):\(line):\(column)" }
}

/// One finding about a route file: an error makes the file unusable, a warning does not.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How bad a finding is.
    public enum Severity: String, Hashable, Sendable, Codable {
        /// The file cannot be used as it is.
        case error
        /// The file works, but probably not as meant.
        case warning
    }

    /// How bad it is.
    public var severity: Severity
    /// Where it was found.
    public var location: SourceLocation
    /// What is wrong, and what to do.
    public var message: String

    /// Creates a finding.
    public init(_ severity: Severity, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// `file:line:column: error: message`.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}

/// A route file that cannot be used, with every error found in it.
public struct RouteFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The errors, in file order; never empty.
    public var diagnostics: [Diagnostic]

    /// Creates the error.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One line per error.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

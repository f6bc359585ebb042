import Foundation

/// Where the commands write: standard output and standard error, or what a test collects.
public struct Console: Sendable {
    /// Writes a line to standard output.
    public var out: @Sendable (String) -> Void
    /// Writes a line to standard error.
    public var err: @Sendable (String) -> Void
    /// Whether standard error is a terminal, so that colour helps rather than litters.
    public var colours: Bool

    /// A console over the given writers.
    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, colours: Bool = false
    ) {
        self.out = out
        self.err = err
        self.colours = colours
    }

    /// Standard output and standard error, with colour only on a terminal (and never with
    /// `NO_COLOR` set).
    public static let standard = Console(
        out: { print($0) },
        err: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) },
        colours: isatty(STDERR_FILENO) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil)

    /// The console the running command writes to; tests bind their own.
    @TaskLocal public static var current: Console = .standard

    /// `text` in red (errors) or yellow (warnings) on a terminal.
    func tinted(_ text: String, error: Bool) -> String {
        guard colours else { return text }
        return (error ? "\u{1B}[31m" : "\u{1B}[33m") + text + "\u{1B}[0m"
    }
}

import Foundation

#if canImport(os)
import os
#endif

/// Where PhotoFeed writes what happens to links and launches: the unified log on Apple platforms
/// (Console, `log stream`), standard error elsewhere.
public enum PhotoFeedLog {
    #if canImport(os)
    private static let logger = Logger(subsystem: "com.example.PhotoFeed", category: "navigation")
    #endif

    /// Writes one line.
    @MainActor
    public static func write(_ line: String) {
        #if canImport(os)
        // PhotoFeed's links carry public identifiers only, so the line may be shown unredacted.
        logger.log("\(line, privacy: .public)")
        #else
        FileHandle.standardError.write(Data((line + "\n").utf8))
        #endif
    }
}

/// Percent-decoding by table: an escape costs two loads and an add, and its sum tells at once
/// whether it was malformed and whether the byte it stands for is one a link may not carry.
/// Bytes between escapes are copied eight at a time, so a long hostile link stays cheap.
enum LinkEscapes {
    /// What a part's escapes decoded to: bits of ``table``'s sums, ORed over the escapes.
    enum Mark {
        /// A byte that is not a hexadecimal digit stood in an escape (bit 8: the first digit;
        /// bit 9: the second).
        static var malformed: UInt32 { 0x300 }
        /// Beyond ASCII: the decoded byte's own high bit.
        static var nonASCII: UInt32 { 0x80 }
        /// `/`, which a rest-of-path value would read as a separator.
        static var slash: UInt32 { 2 << Pair.slash }
        /// Tab, line feed or carriage return: allowed in query values and fragments only.
        static var lineBreak: UInt32 { 2 << Pair.lineBreak }
        /// A control character no part may hold: DEL, 0x10–0x1F, and 0x00–0x0F but line breaks.
        static var control: UInt32 { 2 << Pair.delete | 2 << Pair.lowControl | 1 << 18 }
    }

    /// Where a condition on both digits of an escape is found in the sums: each digit's entry
    /// adds 1 at the pair's low bit when its half of the condition holds, so the pair's high bit
    /// is set by the carry only when both halves hold.
    private enum Pair {
        /// `2F`: the first digit 2, the second F.
        static var slash: UInt32 { 10 }
        /// `7F`: the first digit 7, the second F.
        static var delete: UInt32 { 12 }
        /// `00`–`0F` but the line breaks: the first digit 0, the second not 9, A or D.
        static var lowControl: UInt32 { 14 }
        /// `09`, `0A`, `0D`: the first digit 0, the second 9, A or D.
        static var lineBreak: UInt32 { 16 }
    }

    /// Entries 0–255: what a byte adds as an escape's first digit; 256–511: as its second. The
    /// sum of an escape's two entries holds the decoded byte in its low eight bits and its
    /// ``Mark``s above. (The first digit's entry adds 1 << 18 for `1x`, a control character.)
    private static let table: [UInt32] = {
        var table = [UInt32](repeating: 0x200, count: 512)
        for index in 0..<256 { table[index] = 0x100 }
        func pair(_ low: UInt32, _ holds: Bool) -> UInt32 { holds ? 1 << low : 0 }
        for byte in "0123456789ABCDEFabcdef".utf8 {
            guard let digit = LinkEncoding.hexDigit(byte).map(UInt32.init) else { continue }
            table[Int(byte)] =
                digit << 4 | pair(Pair.slash, digit == 2) | pair(Pair.delete, digit == 7)
                | pair(Pair.lowControl, digit == 0) | pair(Pair.lineBreak, digit == 0) | pair(18, digit == 1)
            let breaks = digit == 0x9 || digit == 0xA || digit == 0xD
            table[256 + Int(byte)] =
                digit | pair(Pair.slash, digit == 0xF) | pair(Pair.delete, digit == 0xF)
                | pair(Pair.lowControl, !breaks) | pair(Pair.lineBreak, breaks)
        }
        return table
    }()

    /// Decodes `range` of `bytes` to `output`, which has room for the range's length. Returns
    /// how many bytes were written, the ``Mark``s of the escapes, and the OR of the copied
    /// bytes (and of a few bytes after them), whose high bits tell whether any is beyond ASCII.
    ///
    /// - Throws: `.malformedEscape` at the first `%` not followed by two hexadecimal digits
    ///   inside the range.
    static func decode(
        _ bytes: UnsafePointer<UInt8>, _ range: Range<Int>, to output: UnsafeMutablePointer<UInt8>
    ) throws(LinkFailure) -> (count: Int, marks: UInt32, copied: UInt64) {
        try table.withUnsafeBufferPointer { table throws(LinkFailure) in
            let end = range.upperBound
            var read = range.lowerBound
            var write = 0
            var marks: UInt32 = 0
            var copied: UInt64 = 0
            while read < end {
                if bytes[read] == UInt8(ascii: "%") {
                    // A run of escapes in a loop of its own; a malformed one is found again
                    // after the run, so that each escape costs no branch of its own.
                    let runStart = read
                    var runMarks: UInt32 = 0
                    // Four escapes a turn while four `%`s stand three bytes apart: one branch for four.
                    while read &+ 12 <= end && bytes[read] == UInt8(ascii: "%") && bytes[read &+ 3] == UInt8(ascii: "%")
                        && bytes[read &+ 6] == UInt8(ascii: "%") && bytes[read &+ 9] == UInt8(ascii: "%")
                    {
                        let first = table[Int(bytes[read &+ 1])] &+ table[256 &+ Int(bytes[read &+ 2])]
                        let second = table[Int(bytes[read &+ 4])] &+ table[256 &+ Int(bytes[read &+ 5])]
                        let third = table[Int(bytes[read &+ 7])] &+ table[256 &+ Int(bytes[read &+ 8])]
                        let fourth = table[Int(bytes[read &+ 10])] &+ table[256 &+ Int(bytes[read &+ 11])]
                        output[write] = UInt8(truncatingIfNeeded: first)
                        output[write &+ 1] = UInt8(truncatingIfNeeded: second)
                        output[write &+ 2] = UInt8(truncatingIfNeeded: third)
                        output[write &+ 3] = UInt8(truncatingIfNeeded: fourth)
                        runMarks |= first | second | third | fourth
                        read &+= 12
                        write &+= 4
                    }
                    while read &+ 2 < end && bytes[read] == UInt8(ascii: "%") {
                        let sum = table[Int(bytes[read &+ 1])] &+ table[256 &+ Int(bytes[read &+ 2])]
                        output[write] = UInt8(truncatingIfNeeded: sum)
                        runMarks |= sum
                        read &+= 3
                        write &+= 1
                    }
                    if runMarks & Mark.malformed != 0 {
                        var escape = runStart
                        while (table[Int(bytes[escape &+ 1])] &+ table[256 &+ Int(bytes[escape &+ 2])]) & Mark.malformed
                            == 0
                        {
                            escape &+= 3
                        }
                        throw LinkFailure(position: escape, problem: .malformedEscape)
                    }
                    // Both hex digits must lie inside this part: "%4" at the end of a segment is malformed.
                    if read < end && bytes[read] == UInt8(ascii: "%") {
                        throw LinkFailure(position: read, problem: .malformedEscape)
                    }
                    marks |= runMarks
                } else if read &+ 8 <= end {
                    // Copies up to the next `%`, eight bytes at a time; bytes past it are written
                    // again later (`write` never passes `read`, so this stays inside the room).
                    let word = ByteWords.word(at: bytes + read)
                    UnsafeMutableRawPointer(output + write).storeBytes(of: word.littleEndian, as: UInt64.self)
                    copied |= word
                    let escapes = ByteWords.matches(word, UInt8(ascii: "%"))
                    let run = escapes == 0 ? 8 : escapes.trailingZeroBitCount &>> 3
                    read &+= run
                    write &+= run
                } else {
                    output[write] = bytes[read]
                    copied |= UInt64(bytes[read])
                    read &+= 1
                    write &+= 1
                }
            }
            return (write, marks, copied)
        }
    }
}

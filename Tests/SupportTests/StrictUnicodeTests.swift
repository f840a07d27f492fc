import Testing
import TestSupport
import _Support

/// The package's own UTF-8/UTF-16 validation (it stands in for `String(validating:as:)`, which
/// needs macOS 15): well-formed text decodes to itself, every kind of ill-formed input is refused.
struct StrictUnicodeTests {
    static let sample = "Grüße, 日本語, مرحبا, 👋🏽 and a\u{0}nul"

    @Test func wellFormedTextDecodesToItself() {
        #expect(StrictUnicode.utf8(Array(Self.sample.utf8)) == Self.sample)
        #expect(StrictUnicode.utf16(Array(Self.sample.utf16)) == Self.sample)
        #expect(StrictUnicode.utf8([]) == "" && StrictUnicode.utf16([]) == "")
    }

    @Test(arguments: [
        [0xC0, 0xAF],              // overlong "/"
        [0xE0, 0x80, 0xAF],        // overlong, three bytes
        [0xED, 0xA0, 0x80],        // a UTF-16 surrogate (U+D800) written as UTF-8
        [0xF4, 0x90, 0x80, 0x80],  // past U+10FFFF
        [0x41, 0x80],              // a lone continuation byte
        [0xE6, 0x97],              // cut short at the end
        [0xFF],                    // never valid
    ] as [[UInt8]])
    func illFormedUTF8IsRefused(_ bytes: [UInt8]) {
        #expect(StrictUnicode.utf8(bytes) == nil)
    }

    @Test(arguments: [
        [0xD83D],                  // a high surrogate at the end
        [0xDC4B, 0x0041],          // a low surrogate first
        [0xD83D, 0x0041],          // a high surrogate before a letter
        [0xDC4B, 0xD83D],          // a pair the wrong way round
    ] as [[UInt16]])
    func unpairedUTF16IsRefused(_ units: [UInt16]) {
        #expect(StrictUnicode.utf16(units) == nil)
    }

    /// Random short byte strings, mostly ill-formed, agree with the stdlib's validation wherever
    /// that exists (Linux always; macOS 15 and later).
    @Test func agreesWithTheStandardLibrary() {
        guard #available(macOS 15, *) else { return }
        var random = SeededGenerator(seed: 22)
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 1...6, using: &random)).map { _ in
                [UInt8(0x41), 0x80, 0xBF, 0xC2, 0xE0, 0xED, 0xF0, 0xF4, 0xFF].randomElement(using: &random)!
            }
            #expect(StrictUnicode.utf8(bytes) == String(validating: bytes, as: UTF8.self), "\(bytes)")
            let units = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                [UInt16(0x41), 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xFFFF].randomElement(using: &random)!
            }
            #expect(StrictUnicode.utf16(units) == String(validating: units, as: UTF16.self), "\(units)")
        }
    }
}

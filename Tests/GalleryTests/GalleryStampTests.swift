import _Batch
import Testing
@testable import Gallery
import Mockup

/// Incremental re-rendering: a stamp says what was made from which inputs and settings.
struct GalleryStampTests {
    static let outputs = [
        RenderStamp.Entry(output: GalleryOutput(pose: .open, degrees: nil, file: "en-US/my home-open.png"), bezelKey: "b1"),
        RenderStamp.Entry(output: GalleryOutput(pose: .book, degrees: 127.5, file: "en-US/my home-book-127.5.png"), bezelKey: "b1"),
    ]

    @Test func stampsRoundTripThroughText() {
        let stamp = RenderStamp(key: "abc", entries: Self.outputs)
        #expect(RenderStamp.parse(stamp.text) == stamp)
        #expect(RenderStamp.parse("not a stamp") == nil)
        #expect(RenderStamp.parse(RenderStamp.header + "\nkey k\noutput nopose - b x.png\n") == nil)
    }

    @Test func aStampIsCurrentOnlyWhenKeyBezelsAndOutputsAgree() {
        let stamp = RenderStamp(key: "abc", entries: Self.outputs)
        let bezels: (Pose) -> String? = { $0 == .open ? "b1" : nil }
        #expect(stamp.isCurrent(key: "abc", bezelKey: bezels, outputExists: { _ in true }))
        #expect(!stamp.isCurrent(key: "abd", bezelKey: bezels, outputExists: { _ in true }))
        #expect(!stamp.isCurrent(key: "abc", bezelKey: { _ in "b2" }, outputExists: { _ in true }))
        #expect(!stamp.isCurrent(key: "abc", bezelKey: bezels, outputExists: { !$0.contains("book") }))
        #expect(!RenderStamp(key: "abc", entries: []).isCurrent(key: "abc", bezelKey: bezels, outputExists: { _ in true }))
    }

    @Test func theKeyFollowsTheCaptureBytesTheSettingsAndTheVersion() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        try folder.write("a.png", "capture one")
        try folder.write("b.png", "capture one")
        try folder.write("c.png", "capture two")
        let a = try ContentHash.ofFile(folder.path + "/a.png")
        let b = try ContentHash.ofFile(folder.path + "/b.png")
        let c = try ContentHash.ofFile(folder.path + "/c.png")
        #expect(a == b)
        #expect(a != c)
        let k = RenderStamp.key(captureHash: a, settings: "s", version: "1")
        #expect(k == RenderStamp.key(captureHash: b, settings: "s", version: "1"))
        #expect(k != RenderStamp.key(captureHash: c, settings: "s", version: "1"))
        #expect(k != RenderStamp.key(captureHash: a, settings: "t", version: "1"))
        #expect(k != RenderStamp.key(captureHash: a, settings: "s", version: "2"))
        #expect(throws: BatchError.self) { try ContentHash.ofFile(folder.path + "/missing.png") }
    }

    @Test func hashingInBlocksGivesTheSameDigestForTheSameBytes() throws {
        let folder = try GalleryTestFolder()
        defer { folder.remove() }
        // Larger than one read block, and not a multiple of 8 bytes.
        let text = String(repeating: "0123456789abcdef", count: 70_000) + "xyz"
        try folder.write("big.bin", text)
        try folder.write("big2.bin", text)
        try folder.write("big3.bin", text + "!")
        #expect(try ContentHash.ofFile(folder.path + "/big.bin") == ContentHash.ofFile(folder.path + "/big2.bin"))
        #expect(try ContentHash.ofFile(folder.path + "/big.bin") != ContentHash.ofFile(folder.path + "/big3.bin"))
    }
}

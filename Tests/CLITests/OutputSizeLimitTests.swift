import DuoMockup
import Foundation
import Testing
import TestSupport
@testable import DuoMockupCLI

/// Outputs obey a pixel limit like inputs (`--max-pixels`, default 268,435,456), checked before
/// the big image is made.
@Suite(.serialized) struct OutputSizeLimitTests {
    let scratch: ScratchFolder
    let art: String

    init() throws {
        scratch = try ScratchFolder("duo-output-limit")
        art = try TestFiles.writeBezelSet(in: scratch("art"), poses: [.closed, .open])
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: scratch("cover.png"))
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: scratch("open.png"))
    }

    func run(_ args: [String]) -> (Int32, Console) {
        let console = Console.capturing()
        return (DuoMockupTool.run(args + ["--bezels", art], console: console), console)
    }

    @Test func anOutputOverTheLimitIsRefusedBeforeItIsMade() throws {
        // The cover art is 514×726: ×4 is 2056×2904 = 5,970,624 px.
        let (status, console) = run(["render", scratch("cover.png"), "--scale", "4", "--max-pixels", "5000000",
                                     "-o", scratch("big.png")])
        #expect(status != 0)
        #expect(console.capturedError.contains("2056×2904") && console.capturedError.contains("5000000")
                && console.capturedError.contains("--max-pixels"), "\(console.capturedError)")
        #expect(!FileManager.default.fileExists(atPath: scratch("big.png")))
        // The same with --width, and for a fold.
        let (s2, c2) = run(["render", scratch("cover.png"), "--width", "3000", "--max-pixels", "5000000", "-o", scratch("big.png")])
        #expect(s2 != 0 && c2.capturedError.contains("--max-pixels"), "\(c2.capturedError)")
        let (s4, c4) = run(["render", scratch("open.png"), "--pose", "book", "--scale", "3", "--max-pixels", "5000000",
                            "-o", scratch("big.png")])
        #expect(s4 != 0 && c4.capturedError.contains("--max-pixels"), "\(c4.capturedError)")
    }

    @Test func theDefaultLimitStopsAHugeScaleAtOnce() throws {
        let clock = ContinuousClock()
        let start = clock.now
        // 514×726 ×16 is 8224×11616 = 95 MP, under the default; a padding of 2000 makes it 4514×4726 ×16 = 5.5 GP.
        let (status, console) = run(["render", scratch("cover.png"), "--scale", "16", "--padding", "2000", "-o", scratch("huge.png")])
        #expect(status != 0 && console.capturedError.contains("268435456"), "\(console.capturedError)")
        #expect(clock.now - start < .seconds(5))
    }
}

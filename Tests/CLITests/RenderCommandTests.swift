import DuoMockup
import Foundation
import Testing
@testable import DuoMockupCLI

/// `duo-mockup render` end to end, on small synthetic captures and bezels of known geometry.
@Suite(.serialized) struct RenderCommandTests {
    let dir: String
    let bezels: String

    init() throws {
        dir = try TestFiles.temporaryFolder()
        bezels = try TestFiles.writeBezelSet(in: dir + "/bezels", poses: [.closed, .open, .upright])
    }

    func run(_ args: [String], terminal: Bool = false, env: [String: String] = [:]) -> (Int32, Console) {
        let console = Console.capturing(environment: env, terminal: terminal)
        return (DuoMockupTool.run(args, console: console), console)
    }

    @Test func captureOfTheScreensSizeLandsPixelForPixel() throws {
        let capture = TestFiles.sampleCapture(width: 466, height: 678)
        try ImageFile.write(capture, to: dir + "/cover.png")
        let (status, console) = run(["render", dir + "/cover.png", "--bezels", bezels, "-o", dir + "/out.png"])
        #expect(status == 0, "\(console.capturedError)")
        let out = try ImageFile.read(path: dir + "/out.png").image
        let art = TestFiles.bezel(for: .closed)
        #expect(out.width == art.width && out.height == art.height)
        let m = TestFiles.margin
        // Away from the rounded corners, the screen shows the capture exactly.
        for (x, y) in [(40, 40), (233, 339), (425, 600), (5, 300), (460, 339)] {
            #expect(out[m + x, m + y] == capture[x, y], "at \(x),\(y)")
        }
        // Outside the device nothing shows; the body is the art's.
        #expect(out[0, 0].a == 0)
        #expect(out[m / 2, out.height / 2] == art[m / 2, art.height / 2])
        // In the screen's rounded corner, beyond the hole's arc, the capture does not show.
        #expect(out[m + 1, m + 1] == art[m + 1, m + 1])
    }

    @Test func foldedBookAndLaptopRender() throws {
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: dir + "/open.png")
        try ImageFile.write(TestFiles.sampleCapture(width: 669, height: 951), to: dir + "/upright.png")
        let (s1, c1) = run(["render", dir + "/open.png", "--pose", "book", "--deg", "120", "--bezels", bezels, "-o", dir + "/book.png"])
        #expect(s1 == 0, "\(c1.capturedError)")
        let (s2, c2) = run(["render", dir + "/upright.png", "--pose=laptop", "--bezels", bezels, "-o", dir + "/laptop.jpg"])
        #expect(s2 == 0, "\(c2.capturedError)")
        let book = try ImageFile.read(path: dir + "/book.png").image
        #expect(!book.isOpaque) // transparent around the device
        let laptop = try ImageFile.read(path: dir + "/laptop.jpg")
        #expect(laptop.format == .jpeg && laptop.image.isOpaque)
        // JPEG default background is white.
        #expect(laptop.image[0, 0].r > 245 && laptop.image[0, 0].g > 245)
    }

    @Test func flatBookIsTheOpenMockup() throws {
        try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), to: dir + "/open.png")
        _ = run(["render", dir + "/open.png", "--bezels", bezels, "-o", dir + "/flat.png"])
        let (status, console) = run(["render", dir + "/open.png", "--pose", "book", "--deg", "180", "--no-shadow",
                                     "--bezels", bezels, "-o", dir + "/book180.png"])
        #expect(status == 0, "\(console.capturedError)")
        let flat = try ImageFile.read(path: dir + "/flat.png").image
        let book = try ImageFile.read(path: dir + "/book180.png").image
        #expect(flat.width == book.width && flat.height == book.height)
        var worst = 0
        for (a, b) in zip(flat.pixels, book.pixels) { worst = max(worst, abs(Int(a) - Int(b))) }
        #expect(worst <= 1)
    }

    @Test(arguments: [
        (["render"], "needs a CAPTURE"),
        (["render", "/no/such/capture.png"], "/no/such/capture.png"),
        (["render", "x.png", "--deg", "200", "--pose", "book"], "--deg must be between 0 and 180"),
        (["render", "x.png", "--pose", "sideways"], "--pose must be one of"),
        (["render", "x.png", "--no-shadw"], "did you mean '--no-shadow'"),
        (["render", "x.png", "--fit", "crop"], "--fit must be one of"),
        (["render", "x.png", "-o", "out.gif"], "must end in .png, .jpg or .jpeg"),
        (["render", "x.png", "--background", "blurple"], "--background expects a colour"),
        (["rendr"], "did you mean 'render'"),
        (["render", "x.png", "--pose", "book", "--deg", "0"], "both leaves are edge-on"),
        (["render", "x.png", "--pose", "laptop", "--deg", "20"], "face away from the camera"),
        (["render", "x.png", "--pose", "laptop", "--elevation", "0"], "--elevation must be from 5 to 90"),
    ])
    func userErrorsAreOneLineWithStatusTwo(args: [String], expected: String) {
        let (status, console) = run(args + ["--bezels", bezels])
        #expect(status == 2)
        let lines = console.capturedError.split(separator: "\n")
        #expect(lines.count == 1, "\(console.capturedError)")
        #expect(console.capturedError.hasPrefix("duo-mockup: error: "))
        #expect(console.capturedError.contains(expected), "\(console.capturedError)")
    }

    @Test func hostileCapturesAreRefusedAndLeaveNoOutput() throws {
        let files: [(String, [UInt8])] = [
            ("empty.png", []),
            ("text.png", Array("hello, this is not a picture\n".utf8)),
            ("random.png", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }),
        ]
        var good = try ImageFile.encode(TestFiles.sampleCapture(width: 466, height: 678), format: .png)
        good.removeLast(good.count / 2)
        for (name, bytes) in files + [("truncated.png", good)] {
            let path = dir + "/" + name
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            let out = dir + "/out-" + name
            let (status, console) = run(["render", path, "--pose", "closed", "--bezels", bezels, "-o", out])
            #expect(status == 2, "\(name)")
            #expect(console.capturedError.contains(path), "\(name): \(console.capturedError)")
            #expect(console.capturedError.split(separator: "\n").count == 1, "\(name): \(console.capturedError)")
            #expect(!FileManager.default.fileExists(atPath: out), "\(name) left an output")
        }
    }

    @Test func blackCaptureAndMissingScreenAreExplained() throws {
        try ImageFile.write(Image(width: 466, height: 678, fill: .black), to: dir + "/black.png")
        let (s1, c1) = run(["render", dir + "/black.png", "--bezels", bezels, "-o", dir + "/o.png"])
        #expect(s1 == 2 && c1.capturedError.contains("pure black"))
        // A bezel with no hole: one opaque slab.
        try ImageFile.write(Image(width: 600, height: 800, fill: .white), to: dir + "/slab.png")
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: dir + "/cover.png")
        let (s2, c2) = run(["render", dir + "/cover.png", "--bezel", dir + "/slab.png", "-o", dir + "/o.png"])
        #expect(s2 == 2, "\(c2.capturedError)")
        #expect(c2.capturedError.contains("slab.png") && c2.capturedError.contains("screen"), "\(c2.capturedError)")
    }

    /// The output carries the profile of its working space (by default the capture's): our
    /// compact sRGB one for a capture tagged sRGB by its chunks, our Display P3 one for a P3 capture.
    @Test func theOutputSaysWhatItIs() throws {
        let chunks = ColourInfo(sRGBIntent: .perceptual, gamma: 45455)
        let p3 = Chromaticities(whiteX: 31270, whiteY: 32900, redX: 68000, redY: 32000, greenX: 26500, greenY: 69000,
                                blueX: 15000, blueY: 6000)
        for (capture, expected) in [(chunks, ColourSpace.sRGB), (ColourInfo(chromaticities: p3), .displayP3)] {
            try ImageFile.write(TestFiles.sampleCapture(width: 951, height: 669), colour: capture, to: dir + "/open.png")
            for (pose, out) in [("open", "flat.png"), ("book", "book.jpg")] {
                let (status, console) = run(["render", dir + "/open.png", "--pose", pose, "--bezels", bezels, "-o", dir + "/" + out])
                #expect(status == 0, "\(console.capturedError)")
                let written = try ImageFile.read(path: dir + "/" + out)
                #expect(written.colour.iccProfile?.bytes == expected.profile, "\(pose): \(written.colour)")
                #expect(written.colour.sRGBIntent == nil && written.colour.gamma == nil)
            }
        }
    }

    @Test func theOutputNeverReplacesTheInput() throws {
        let path = dir + "/cover.png"
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let (status, console) = run(["render", path, "--bezels", bezels, "-o", path])
        #expect(status == 2 && console.capturedError.contains("overwrite"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aspectMismatchSuggestsFit() throws {
        try ImageFile.write(TestFiles.sampleCapture(width: 390, height: 844), to: dir + "/phone.png")
        let (s1, c1) = run(["render", dir + "/phone.png", "--pose", "closed", "--bezels", bezels, "-o", dir + "/o.png"])
        #expect(s1 == 2 && c1.capturedError.contains("--fit"), "\(c1.capturedError)")
        let (s2, c2) = run(["render", dir + "/phone.png", "--pose", "closed", "--fit", "fit", "--bezels", bezels,
                            "-o", dir + "/o.png", "--width", "200"])
        #expect(s2 == 0, "\(c2.capturedError)")
        #expect(try ImageFile.read(path: dir + "/o.png").image.width == 200)
    }

    @Test func helpVersionAndTerminalPreview() throws {
        let (s1, c1) = run(["--version"])
        #expect(s1 == 0 && c1.capturedOutputText.contains(DuoMockupTool.version))
        let (s2, c2) = run(["render", "--help"])
        #expect(s2 == 0 && c2.capturedOutputText.contains("--deg") && c2.capturedOutputText.contains("--guides"))
        try ImageFile.write(TestFiles.sampleCapture(width: 466, height: 678), to: dir + "/cover.png")
        let (s3, c3) = run(["render", dir + "/cover.png", "--preview", "-o", "-", "--bezels", bezels],
                           terminal: true, env: ["COLORTERM": "truecolor", "COLUMNS": "40"])
        #expect(s3 == 0, "\(c3.capturedError)")
        #expect(c3.capturedOutputText.contains("\u{1B}[38;2;") && c3.capturedOutputText.contains("▀"))
        let (s4, c4) = run(["render", dir + "/cover.png", "--preview", "-o", "-", "--bezels", bezels], terminal: false)
        #expect(s4 == 2 && c4.capturedError.contains("not a terminal"))
    }
}

/// Out of the box: every flat pose renders from the bundled example art and captures, with no
/// options but the output.
@Suite(.serialized) struct ExampleArtRenderTests {
    @Test(arguments: ["closed", "closed-turned", "open", "upright"])
    func everyFlatPoseRendersFromTheExampleArt(capture: String) throws {
        let example = try #require(BezelSet.bundledExampleDirectory)
        let dir = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let console = Console.capturing(environment: ["HOME": dir, "XDG_DATA_HOME": dir])
        let status = DuoMockupTool.run(["render", example + "/captures/\(capture).png", "-o", dir + "/out.png"],
                                       console: console)
        #expect(status == 0, "\(console.capturedError)")
        #expect(console.capturedError.contains("example bezel art"))
        let out = try ImageFile.read(path: dir + "/out.png").image
        let bezel = try BezelSet.load(directory: example).bezel(for: Pose(rawValue: capture)!)
        #expect(out.width == bezel.art.width && out.height == bezel.art.height)
        #expect(!out.isOpaque && out[out.width / 2, out.height / 2].a == 255)
    }
}

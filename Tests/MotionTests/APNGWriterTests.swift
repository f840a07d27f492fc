import TestSupport
import Foundation
import Testing
@testable import Codecs
import Raster

/// The APNG writer: chunk order, sequence numbers and CRCs, the changed rectangles and their
/// ops, and every composited frame equal to its source, read back by a reader of the tests' own.
@Suite struct APNGWriterTests {
    /// Four frames with alpha: a translucent block that fades (alpha falling, which a wrong blend
    /// op would accumulate), a repeated frame, and a frame that changes one corner.
    static func frames() -> [Image] {
        var base = Image(width: 40, height: 30)
        for y in 0..<30 {
            for x in 0..<40 {
                base[x, y] = StraightRGBA8(r: UInt8(x * 6), g: UInt8(y * 8), b: 90, a: UInt8(x < 5 ? 0 : 120 + x * 3)).premultiplied
            }
        }
        var second = base
        for y in 10..<20 { for x in 12..<22 { second[x, y] = StraightRGBA8(r: 200, g: 40, b: 40, a: 60).premultiplied } }
        var fourth = second
        for y in 25..<30 { for x in 35..<40 { fourth[x, y] = .transparent } }
        return [base, second, second, fourth]
    }

    static func write(_ frames: [Image], plays: Int = 0, alpha: Bool = true) throws -> [UInt8] {
        var bytes: [UInt8] = []
        let writer = APNGWriter(width: frames[0].width, height: frames[0].height, frameCount: frames.count, plays: plays,
                                hasAlpha: alpha) { bytes += $0 }
        for f in frames { try writer.append(f, delay: FrameDelay(framesPerSecond: 30)) }
        try writer.finish()
        return bytes
    }

    @Test func chunksSequenceAndRectangles() throws {
        let file = try Self.write(Self.frames(), plays: 3)
        let apng = try APNGTestReader(file)
        #expect(apng.frameCount == 4 && apng.plays == 3)
        let types = apng.chunks.map(\.type)
        // acTL and the first fcTL come before the default image, so the default image is frame 1.
        #expect(types.firstIndex(of: "acTL")! < types.firstIndex(of: "IDAT")!)
        #expect(types.firstIndex(of: "fcTL")! < types.firstIndex(of: "IDAT")!)
        #expect(types.filter { $0 == "fcTL" }.count == 4)
        #expect(types.lastIndex(of: "IDAT")! < types.indices.filter { types[$0] == "fcTL" }[1])   // IDATs together, before frame 2
        let rects = apng.controls.map { [$0.x, $0.y, $0.width, $0.height] }
        #expect(rects == [[0, 0, 40, 30], [12, 10, 10, 10], [0, 0, 1, 1], [35, 25, 5, 5]], "\(rects)")
        #expect(apng.controls.allSatisfy { $0.dispose == 0 && $0.blend == 0 && $0.delayNumerator == 1 && $0.delayDenominator == 30 })
    }

    @Test func compositedFramesEqualTheirSources() throws {
        let frames = Self.frames()
        let apng = try APNGTestReader(try Self.write(frames))
        #expect(apng.frames.count == frames.count)
        for (i, frame) in frames.enumerated() {
            // What a still PNG of the same frame decodes to (straight alpha rounds the same way).
            let still = try ImageFile.decode(bytes: try ImageFile.encode(frame, format: .png), name: "still").image
            #expect(apng.frames[i] == still, "frame \(i + 1) differs from its source")
        }
    }

    @Test func opaqueClipsAreRGB() throws {
        let frames = [Image(width: 8, height: 8, fill: .white), Image(width: 8, height: 8, fill: .black)]
        let apng = try APNGTestReader(try Self.write(frames, alpha: false))
        #expect(apng.chunks[0].data[9] == 2)   // colour type RGB
        #expect(apng.frames[1][3, 3] == .black)
    }

    @Test func refusesTheWrongNumberOfFrames() throws {
        let writer = APNGWriter(width: 4, height: 4, frameCount: 2, plays: 0, hasAlpha: true) { _ in }
        try writer.append(Image(width: 4, height: 4), delay: FrameDelay(framesPerSecond: 10))
        #expect(throws: CodecError.self) { try writer.finish() }
    }

    @Test func frameDelaysAreExactFractions() {
        #expect(FrameDelay(framesPerSecond: 30) == FrameDelay(numerator: 1, denominator: 30))
        #expect(FrameDelay(framesPerSecond: 29.97) == FrameDelay(numerator: 1000, denominator: 29970))
        #expect(abs(FrameDelay(framesPerSecond: 119.88).seconds - 1 / 119.88) < 1e-5)
    }

    /// Pillow (when installed; CI installs python3-pil) opens the file with the right frames,
    /// durations and pixels.
    @Test func pillowReadsTheSameFrames() throws {
        guard let python = Pillow.python else { return }
        let dir = try ScratchRoot.folder("apng")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let frames = Self.frames()
        try AtomicFile.write(try Self.write(frames), to: dir + "/a.png")
        let out = try Pillow.run(python, """
            from PIL import Image
            im = Image.open('\(dir)/a.png')
            print(im.n_frames)
            for i in range(im.n_frames):
                im.seek(i)
                f = im.convert('RGBA')
                f.save('\(dir)/f%d.png' % i)
                print(round(im.info['duration'], 3))
            """)
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.first == "4")
        #expect(lines.dropFirst().allSatisfy { $0 == "33.333" }, "\(lines)")
        for (i, frame) in frames.enumerated() {
            let theirs = try ImageFile.read(path: dir + "/f\(i).png").image
            let still = try ImageFile.decode(bytes: try ImageFile.encode(frame, format: .png), name: "still").image
            #expect(theirs == still, "Pillow's frame \(i + 1) differs")
        }
    }
}

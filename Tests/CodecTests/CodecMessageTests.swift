@testable import Codecs
import Foundation
import _Support
import Raster
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines a user reads when the codecs refuse a file, word for word: they are part of the
/// command line's output (its stderr and `--json`), so a restructuring must not change them.
@Suite("Codec error messages")
struct CodecMessageTests {
    /// The message `body` throws, or nil when it throws nothing.
    static func message(_ body: () throws -> Void) -> String? {
        do { try body() } catch { return "\(error)" }
        return nil
    }

    @Test("reading: a missing file, a folder, an empty file, content that is no image")
    func readMessages() throws {
        let folder = try TemporaryFolder()
        let missing = folder.path + "/missing.png"
        #expect(Self.message { _ = try ImageFile.read(path: missing) } == "\(missing): cannot open: No such file or directory")
        #expect(Self.message { _ = try ImageFile.read(path: folder.path) } == "\(folder.path): is a folder, not an image")
        let empty = try folder.file("empty.png", [])
        #expect(Self.message { _ = try ImageFile.read(path: empty) } == "\(empty): the file is empty")
        let text = try folder.file("page.png", Array("<html>not an image</html>\n".utf8))
        #expect(Self.message { _ = try ImageFile.read(path: text) } == "\(text): not a PNG or JPEG image (it looks like text)")
        #expect(Self.message { _ = try ImageFile.readColour(path: text) } == "\(text): not a PNG or JPEG image (it looks like text)")
        #expect(Self.message { _ = try ImageFile.decode(bytes: [0, 1, 2, 0xFF], name: "bin.png") }
                == "bin.png: not a PNG or JPEG image (unrecognised content)")
    }

    @Test("decoding: the pixel limit, an empty header, libpng's and libjpeg's own words, a partial JPEG")
    func decodeMessages() throws {
        let png = HostileInputTests.validPNG()   // 19 × 13
        #expect(Self.message { _ = try ImageFile.decode(bytes: png, name: "x.png", limits: DecodeLimits(maxPixels: 200)) }
                == "x.png: the image is 19×13 pixels, over the limit of 200 pixels")
        var zeroWide = png
        zeroWide[16..<20] = [0, 0, 0, 0]   // IHDR width 0 (libpng refuses it before the limit is asked)
        let refused = try #require(Self.message { _ = try ImageFile.decode(bytes: zeroWide, name: "zero.png") })
        #expect(refused.hasPrefix("zero.png: invalid PNG: ") && refused.count > "zero.png: invalid PNG: ".count, "\(refused)")
        #expect(DecodeLimits().refusal(width: 0, height: 7).map { "\($0)" } == "the header gives an empty image (0×7)")
        #expect(DecodeLimits().refusal(width: 7, height: 7) == nil)
        let cutJPEG = try #require(Self.message { _ = try ImageFile.decode(bytes: [0xFF, 0xD8, 0xFF, 0xE0], name: "cut.jpg") })
        #expect(cutJPEG.hasPrefix("cut.jpg: invalid JPEG: ") && cutJPEG.count > "cut.jpg: invalid JPEG: ".count, "\(cutJPEG)")
        #expect(Self.message { _ = try ImageFile.decode(bytes: Array(png.prefix(40)), name: "cut.png") }?
            .hasPrefix("cut.png: invalid PNG: ") == true)
    }

    @Test("a partial JPEG names its damage and the remedy, in the library's words or a flag's")
    func partialJPEG() throws {
        let jpeg = try ImageFile.encode(TestImages.opaque(), format: .jpeg)
        let startOfScan = (0..<jpeg.count - 1).last { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xDA }!
        let cut = Array(jpeg.prefix((startOfScan + jpeg.count) / 2))
        do {
            _ = try ImageFile.decode(bytes: cut, name: "cut.jpg")
            Issue.record("a cut JPEG was decoded whole")
        } catch let error as CodecError {
            let text = error.description
            #expect(text.hasPrefix("cut.jpg: libjpeg could decode only part of the image ("), "\(text)")
            #expect(text.hasSuffix("); the file is truncated or corrupt (allowing a partial decode renders it anyway)"), "\(text)")
            #expect(error.message(naming: { _ in "--allow-partial" })
                        .hasSuffix("corrupt (--allow-partial renders it anyway)"))
            #expect(error.remedy == .allowPartial)
        }
    }

    @Test("encoding and writing: an unknown extension, a failed close, a missing folder")
    func writeMessages() throws {
        let folder = try TemporaryFolder()
        let gif = folder.path + "/keep.gif"
        #expect(Self.message { try ImageFile.write(TestImages.opaque(), to: gif) }
                == "\(gif): unknown output format: the name must end in .png, .jpg or .jpeg")
        let path = folder.path + "/page.png"
        let file = try AtomicFileStream(path: path)
        #expect(close(file.temporary.descriptor) == 0)
        #expect(Self.message { try file.commit() } == "\(path): cannot write: Bad file descriptor")
        let nowhere = folder.path + "/nowhere/x.json"
        #expect(Self.message { try AtomicFile.write([1], to: nowhere) }
                == "\(nowhere): cannot create a temporary file in \(folder.path)/nowhere: No such file or directory")
    }

    @Test("a folder swapped for a link while the run wrote")
    func folderReplaced() throws {
        let root = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: root.path + "/out", withIntermediateDirectories: true)
        let checked = try #require(FileIdentity(folder: root.path + "/out"))
        #expect(rename(root.path + "/out", root.path + "/out.moved") == 0)
        try FileManager.default.createDirectory(atPath: root.path + "/out", withIntermediateDirectories: true)
        #expect(Self.message { try AtomicFile.write([1], to: root.path + "/out/page.png", in: checked) }
                == "\(root.path)/out/page.png: its folder was replaced while the run wrote (by a link?); nothing was written there")
    }

    @Test("animations: too many frames, too few, none")
    func animationMessages() throws {
        let apng = APNGWriter(width: 2, height: 2, frameCount: 1, plays: 0, hasAlpha: true, file: "clip.png") { _ in }
        #expect(Self.message { try apng.finish() } == "clip.png: 0 frames written of the 1 announced")
        try apng.append(Image(width: 2, height: 2), delay: FrameDelay(framesPerSecond: 10))
        #expect(Self.message { try apng.append(Image(width: 2, height: 2), delay: FrameDelay(framesPerSecond: 10)) }
                == "clip.png: more frames than the 1 announced")
        let gif = GIFWriter(width: 2, height: 2, palette: GIFPalette(colours: [StraightRGBA8(r: 0, g: 0, b: 0)]), plays: 0,
                            file: "clip.gif") { _ in }
        #expect(Self.message { try gif.finish() } == "clip.gif: an animation needs at least one frame")
    }
}

/// Every problem's line, including those a test cannot provoke (an allocation or zlib failing),
/// as the throw sites wrote them before the problem was typed.
@Suite("Codec problems")
struct CodecProblemTests {
    static let lines: [(CodecError.Problem, String)] = [
        (.cannotOpen(errno: ENOENT), "cannot open: No such file or directory"),
        (.cannotRead(errno: EIO), "cannot read: Input/output error"),
        (.isAFolder, "is a folder, not an image"),
        (.emptyFile, "the file is empty"),
        (.notAnImage(looksLikeText: true), "not a PNG or JPEG image (it looks like text)"),
        (.notAnImage(looksLikeText: false), "not a PNG or JPEG image (unrecognised content)"),
        (.outOfMemory, "out of memory"),
        (.emptyImage(width: 0, height: 12), "the header gives an empty image (0×12)"),
        (.overPixelLimit(width: 60000, height: 60000, limit: 268_435_456),
         "the image is 60000×60000 pixels, over the limit of 268435456 pixels"),
        (.invalid(.png, message: "IHDR: CRC error"), "invalid PNG: IHDR: CRC error"),
        (.invalid(.jpeg, message: "Empty JPEG image (DNL not supported)"), "invalid JPEG: Empty JPEG image (DNL not supported)"),
        (.partialJPEG(damage: "Premature end of JPEG file"),
         "libjpeg could decode only part of the image (Premature end of JPEG file); the file is truncated or corrupt"),
        (.unknownOutputFormat, "unknown output format: the name must end in .png, .jpg or .jpeg"),
        (.cannotCompress, "cannot compress the image data (out of memory?)"),
        (.cannotEncode(.png, message: "Invalid IHDR data"), "cannot write PNG: Invalid IHDR data"),
        (.cannotEncode(.jpeg, message: "Bogus input colorspace"), "cannot write JPEG: Bogus input colorspace"),
        (.cannotCompressFrame(1), "zlib failed to compress the first frame"),
        (.cannotCompressFrame(7), "zlib failed to compress frame 7"),
        (.noImageData, "the PNG container has no image data"),
        (.moreFramesThanAnnounced(3), "more frames than the 3 announced"),
        (.framesMissing(written: 2, announced: 3), "2 frames written of the 3 announced"),
        (.noFrames, "an animation needs at least one frame"),
        (.cannotWrite(errno: ENOSPC), "cannot write: No space left on device"),
        (.cannotCreateTemporary(folder: "out", errno: EACCES), "cannot create a temporary file in out: Permission denied"),
        (.folderReplaced, "its folder was replaced while the run wrote (by a link?); nothing was written there"),
        (.interrupted, "not written: the run was interrupted"),
        (.interruptedBeforeWriter, "interrupted before its writer started"),
    ]

    @Test("each problem reads as it did, word for word", arguments: 0..<lines.count)
    func line(index: Int) {
        let (problem, line) = Self.lines[index]
        #expect(problem.description == line)
        #expect(CodecError(file: "a.png", reason: problem).description == "a.png: " + line)
    }

    @Test("a library's message over several lines stays one line, as every message is")
    func oneLine() {
        let error = CodecError(file: "x.png", reason: .invalid(.png, message: "bad\nchunk\r\nhere"))
        #expect(error.description == "x.png: invalid PNG: bad chunk here")
        #expect(error.problem == "invalid PNG: bad chunk here")
    }
}

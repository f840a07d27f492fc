import Foundation
import Raster
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Screen recordings made with ffmpeg for the tests: every frame says its own index in ten big
/// black-or-white blocks across the middle third of the picture (most significant bit first),
/// over a colour that changes with the index, so the index survives scaling, compression and
/// a fold; optionally a 1 kHz tone, variable frame timing (frames dropped by ffmpeg's `select`),
/// or the frames stored turned a quarter with rotation metadata.
public enum TestRecording {
    /// ffmpeg on PATH (or `$DUO_FFMPEG`), nil when absent.
    public static var ffmpeg: String? {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["DUO_FFMPEG"], !explicit.isEmpty { return explicit }
        return onPath("ffmpeg")
    }

    /// ffprobe beside ffmpeg, nil when absent.
    public static var ffprobe: String? { onPath("ffprobe") }

    /// Tells why a test is skipped when ffmpeg is missing, and fails instead where CI installs it.
    public static func skipMessage(_ test: String) -> String {
        "\(test): skipped, no ffmpeg on PATH (apt-get install ffmpeg)"
    }

    /// True in CI, where a missing ffmpeg is a failure rather than a skip.
    public static var required: Bool { ProcessInfo.processInfo.environment["DUO_REQUIRE_BROWSER"] == "1" }

    static func onPath(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = String(folder) + "/" + name
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// How many index bits a picture carries.
    public static let bits = 10

    /// The picture of frame `index`: ten blocks in the middle third, the rest a colour of its own.
    public static func picture(_ index: Int, width: Int, height: Int) -> Image {
        let hue = Double((index * 47) % 360)
        let (r, g, b) = rgb(hue: hue)
        var image = Image(width: width, height: height, fill: PremultipliedRGBA8(r: r, g: g, b: b, a: 255))
        let top = height / 3, bottom = 2 * height / 3
        for bit in 0..<bits {
            let on = (index >> (bits - 1 - bit)) & 1 == 1
            let x0 = bit * width / bits, x1 = (bit + 1) * width / bits
            let c: UInt8 = on ? 255 : 0
            for y in top..<bottom { for x in x0..<x1 { image[x, y] = PremultipliedRGBA8(r: c, g: c, b: c, a: 255) } }
        }
        return image
    }

    /// The index a picture says, read at the centres of its blocks inside `rect` (where the
    /// picture lands in a mock-up); nil when a block is neither clearly black nor clearly white.
    public static func index(in image: Image, rect: PixelRect) -> Int? {
        var value = 0
        let y = rect.y + rect.height / 2
        for bit in 0..<bits {
            let x = rect.x + (2 * bit + 1) * rect.width / (2 * bits)
            let p = image[x, y]
            let luma = (Int(p.r) + Int(p.g) + Int(p.b)) / 3
            guard luma < 60 || luma > 195 else { return nil }
            value = value << 1 | (luma > 128 ? 1 : 0)
        }
        return value
    }

    private static func rgb(hue: Double) -> (UInt8, UInt8, UInt8) {
        let h = hue / 60, x = 1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (1, x, 0)
        case 1: (r, g, b) = (x, 1, 0)
        case 2: (r, g, b) = (0, 1, x)
        case 3: (r, g, b) = (0, x, 1)
        case 4: (r, g, b) = (x, 0, 1)
        default: (r, g, b) = (1, 0, x)
        }
        // Kept away from black and white, so no block's neighbour reads as a bit.
        func byte(_ v: Double) -> UInt8 { UInt8(70 + v * 110) }
        return (byte(r), byte(g), byte(b))
    }

    /// What to make.
    public struct Spec: Sendable {
        public var width: Int
        public var height: Int
        public var frames: Int
        public var framesPerSecond: Int = 30
        /// A 1 kHz tone for as long as the frames last.
        public var tone = false
        /// An ffmpeg `select` expression keeping some frames at their own times (variable rate).
        public var keep: String?
        /// Store the frames turned clockwise a quarter, with metadata that turns them back.
        public var storedTurned = false
        /// ffmpeg's encoder and the extra output options (`-c:v libx264 -pix_fmt yuv420p` by default).
        public var video: [String] = ["-c:v", "libx264", "-preset", "veryfast", "-crf", "16", "-pix_fmt", "yuv420p"]
        /// Output options that end the command line before the file (e.g. `-movflags +faststart`).
        public var extra: [String] = []

        public init(width: Int, height: Int, frames: Int, framesPerSecond: Int = 30) {
            self.width = width; self.height = height; self.frames = frames; self.framesPerSecond = framesPerSecond
        }
    }

    public enum Failure: Error, CustomStringConvertible {
        case ffmpeg(String)
        public var description: String { switch self { case .ffmpeg(let s): "ffmpeg failed: \(s)" } }
    }

    /// Writes the recording `spec` describes to `path`, piping the pictures to ffmpeg.
    public static func make(_ spec: Spec, at path: String) throws {
        guard let ffmpeg else { throw Failure.ffmpeg("no ffmpeg") }
        let (w, h) = spec.storedTurned ? (spec.height, spec.width) : (spec.width, spec.height)
        var arguments = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
                         "-s", "\(w)x\(h)", "-framerate", String(spec.framesPerSecond), "-i", "pipe:0"]
        let seconds = Double(spec.frames) / Double(spec.framesPerSecond)
        if spec.tone { arguments += ["-f", "lavfi", "-i", "sine=frequency=1000:sample_rate=48000:duration=\(seconds)"] }
        if let keep = spec.keep { arguments += ["-vf", "select='\(keep)'", "-vsync", "vfr"] }
        arguments += spec.video
        if spec.tone { arguments += ["-c:a", "aac", "-b:a", "128k"] }
        // Rotation metadata is kept by a remux only (an encode drops it): written to a second file.
        let encoded = spec.storedTurned ? path + ".stored.mp4" : path
        arguments += spec.extra + [encoded]
        let p = Process()
        p.executableURL = URL(fileURLWithPath: ffmpeg)
        p.arguments = arguments
        let input = Pipe(), errors = Pipe()
        p.standardInput = input
        p.standardOutput = FileHandle.nullDevice
        p.standardError = errors
        try p.run()
        for i in 0..<spec.frames {
            var picture = picture(i, width: spec.width, height: spec.height)
            if spec.storedTurned { picture = turnedClockwise(picture) }
            try input.fileHandleForWriting.write(contentsOf: Data(picture.pixels))
        }
        try input.fileHandleForWriting.close()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw Failure.ffmpeg(String(decoding: said, as: UTF8.self)) }
        if spec.storedTurned {
            _ = try run(ffmpeg, ["-hide_banner", "-loglevel", "error", "-y", "-i", encoded, "-c", "copy",
                                 "-metadata:s:v:0", "rotate=90", path])
            try FileManager.default.removeItem(atPath: encoded)
        }
    }

    /// The picture turned a quarter clockwise (as a recorder stores a turned screen).
    static func turnedClockwise(_ image: Image) -> Image {
        var out = Image(width: image.height, height: image.width)
        for y in 0..<image.height {
            for x in 0..<image.width { out[image.height - 1 - y, x] = image[x, y] }
        }
        return out
    }

    /// Every frame of a video decoded by ffmpeg as premultiplied images (as shown: rotation applied).
    public static func frames(of path: String) throws -> [Image] {
        guard let ffmpeg, let ffprobe else { throw Failure.ffmpeg("no ffmpeg") }
        let size = try run(ffprobe, ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height",
                                     "-of", "csv=p=0:s=x", path])
        let parts = String(decoding: size, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { throw Failure.ffmpeg("no size for \(path)") }
        let raw = try run(ffmpeg, ["-hide_banner", "-loglevel", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba",
                                   "-vsync", "passthrough", "pipe:1"])
        let n = w * h * 4
        return stride(from: 0, to: raw.count - n + 1, by: n).map {
            Image(width: w, height: h, straightPixels: Array(raw[$0..<$0 + n]))
        }
    }

    /// Runs a program and returns its standard output; throws when it fails.
    public static func run(_ program: String, _ arguments: [String]) throws -> [UInt8] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: program)
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw Failure.ffmpeg("\(program) \(arguments.joined(separator: " "))") }
        return [UInt8](data)
    }

    /// ffprobe's value of `entries` (e.g. `stream=nb_read_frames`) for the first stream of `kind`
    /// (`v`, `a`), as text; counting frames when asked for `nb_read_frames`.
    public static func probe(_ path: String, stream kind: String, entries: String) throws -> String {
        guard let ffprobe else { throw Failure.ffmpeg("no ffprobe") }
        var arguments = ["-v", "error", "-select_streams", "\(kind):0", "-show_entries", entries, "-of", "csv=p=0", path]
        if entries.contains("nb_read") { arguments.insert("-count_frames", at: 0) }
        return String(decoding: try run(ffprobe, arguments), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The root mean square of the first audio stream, 0...1 (decoded by ffmpeg as 16-bit mono).
    public static func loudness(of path: String) throws -> Double {
        guard let ffmpeg else { throw Failure.ffmpeg("no ffmpeg") }
        let raw = try run(ffmpeg, ["-hide_banner", "-loglevel", "error", "-i", path, "-map", "0:a:0", "-ac", "1",
                                   "-f", "s16le", "-acodec", "pcm_s16le", "pipe:1"])
        var sum = 0.0
        let count = raw.count / 2
        guard count > 0 else { return 0 }
        for i in 0..<count {
            let v = Double(Int16(bitPattern: UInt16(raw[2 * i]) | UInt16(raw[2 * i + 1]) << 8)) / 32768
            sum += v * v
        }
        return (sum / Double(count)).squareRoot()
    }
}

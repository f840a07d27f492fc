// Times the codecs on real-sized images: decode, then PNG encode at several settings, and JPEG
// encode. Usage: codec-bench IMAGE... (release builds only: swift build -c release).
// `codec-bench --reencode OUTDIR IMAGE...` instead decodes each image and writes it to
// OUTDIR/<name>.png, to compare our decoder with another one (e.g. Pillow) pixel by pixel.
import Codecs
import Dispatch
import Raster
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Processor time (user + system, all threads) used so far, in milliseconds.
func processorMilliseconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)   // Glibc imports RUSAGE_SELF as an enum case
    #else
    getrusage(RUSAGE_SELF, &usage)            // Darwin's is an Int32 macro
    #endif
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
    return ms(usage.ru_utime) + ms(usage.ru_stime)
}

/// A timing: best wall time and least processor time over the runs, in milliseconds. On a
/// shared machine the processor time is the steadier figure; wall ≈ processor / cores when
/// the cores are free.
struct Timing: CustomStringConvertible {
    var wall = Double.infinity, processor = Double.infinity
    var description: String { "\(String(format: wall)) ms wall, \(String(format: processor)) ms CPU" }
}

/// Runs `body` `repeats` times and returns its timing and the last result.
func best<T>(_ repeats: Int = 5, _ body: () throws -> T) rethrows -> (Timing, T) {
    var timing = Timing()
    var result: T? = nil
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds, startCPU = processorMilliseconds()
        result = try body()
        timing.wall = min(timing.wall, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        timing.processor = min(timing.processor, processorMilliseconds() - startCPU)
    }
    return (timing, result!)
}

/// A copy of `image` with a transparent border and rounded corners, like a rendered mock-up.
func withTransparentBorder(_ image: Image, margin: Int, radius: Int) -> Image {
    let w = image.width + 2 * margin, h = image.height + 2 * margin
    var out = Image(width: w, height: h)
    for y in 0..<image.height {
        for x in 0..<image.width {
            // Distance outside the rounded rectangle's corner circle decides coverage.
            let cx = min(max(x, radius), image.width - 1 - radius), cy = min(max(y, radius), image.height - 1 - radius)
            let dx = Double(x - cx), dy = Double(y - cy)
            let coverage = min(max(Double(radius) + 0.5 - (dx * dx + dy * dy).squareRoot(), 0), 1)
            if coverage == 0 { continue }
            let p = image[x, y]
            let a = UInt8((Double(p.a) * coverage).rounded())
            out[x + margin, y + margin] = StraightRGBA8(r: p.straight.r, g: p.straight.g, b: p.straight.b, a: a).premultiplied
        }
    }
    return out
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty || arguments.contains("--help") || arguments.contains("-h") {
    print("usage: codec-bench IMAGE...            decode and encode timings (release builds)")
    print("       codec-bench --reencode DIR FILE...  re-encode files as PNG into DIR")
    exit(arguments.isEmpty ? 1 : 0)
}
if arguments.first == "--reencode", arguments.count >= 2 {
    let folder = arguments[1]
    for path in arguments.dropFirst(2) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        do {
            let decoded = try ImageFile.read(path: path)
            try ImageFile.write(decoded.image, colour: decoded.colour, to: "\(folder)/\(name).png")
            print("\(path): ok \(decoded.warnings)")
        } catch {
            print("\(error)")
        }
    }
    arguments = []
}

for path in arguments {
    do {
        try measure(path)
    } catch {
        print("codec-bench: \(error)")
        exit(1)
    }
}

/// Decode and encode timings for one file.
func measure(_ path: String) throws {
    let (decodeTime, decoded) = try best { try ImageFile.read(path: path) }
    print("\(path): \(decoded.image.width)×\(decoded.image.height), decode \(decodeTime)")
    let images = [("as is", decoded.image),
                  ("rounded transparent border", withTransparentBorder(decoded.image, margin: 60, radius: 120))]
    for (index, (label, image)) in images.enumerated() {
        // Kept for comparing with Pillow on the very same pixels.
        try ImageFile.write(image, to: "/tmp/codec-bench-\(index).png")
        print("  \(label) (\(image.width)×\(image.height), opaque: \(image.isOpaque))")
        let settings: [(Int, PNGFilter)] = [(1, .adaptive), (3, .adaptive), (4, .adaptive), (6, .adaptive), (9, .adaptive),
                                            (6, .none), (6, .up), (6, .paeth),
                                            (0, .none), (0, .adaptive)]
        for (level, filter) in settings {
            do {
                var options = EncodeOptions()
                options.png = PNGEncodeOptions(compressionLevel: level, filter: filter)
                let (time, bytes) = try best { try ImageFile.encode(image, format: .png, options: options) }
                print("    PNG level \(level) \(filter): \(bytes.count) bytes, \(time)")
            }
        }
        let (jpegTime, jpeg) = try best { try ImageFile.encode(image, format: .jpeg) }
        print("    JPEG q90: \(jpeg.count) bytes, \(jpegTime)")
    }
}

extension String {
    init(format value: Double) {
        self = String((value * 10).rounded() / 10)
    }
}

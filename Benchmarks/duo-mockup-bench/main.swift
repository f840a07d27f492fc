import DuoMockup
// duo-mockup-bench: per-stage timings of a mock-up on real-sized (3x) captures.
// Build and run in release only:  swift run -c release duo-mockup-bench [--runs N] [--capture FILE]
//                                   [--bezels DIR] [--out DIR]
// Each stage runs N times (default 7) after one warm-up; medians and minima are printed.


#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
}

/// Keeps results alive so the optimiser cannot drop the work.
@inline(never) func blackHole<T>(_ value: T) { withExtendedLifetime(value) {} }

struct Stage { let name: String; let times: [Double] }

let args = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    guard let i = args.firstIndex(of: name), i + 1 < args.count else { return nil }
    return args[i + 1]
}
let runs = Int(option("--runs") ?? "") ?? 7
let bezelDir = option("--bezels") ?? BezelSet.bundledExampleDirectory ?? "Bezels.example"
let openCapture = option("--capture") ?? bezelDir + "/captures/open.png"
let uprightCapture = option("--upright-capture") ?? bezelDir + "/captures/upright.png"
let outDir = option("--out") ?? "/tmp/duo-mockup-bench"
mkdir(outDir, 0o755)

func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> (Stage, T) {
    var result = try body() // warm-up
    var times: [Double] = []
    for _ in 0..<runs {
        let t0 = now()
        result = try body()
        times.append(now() - t0)
        blackHole(result)
    }
    return (Stage(name: name, times: times), result)
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

do {
    print("duo-mockup-bench: \(runs) runs per stage after a warm-up, \(Parallel.coreCount) cores")
    print("capture \(openCapture), bezels \(bezelDir)\n")
    var stages: [Stage] = []
    let (s1, capture) = try measure("decode: the capture (PNG)") { try ImageFile.read(path: openCapture) }
    stages.append(s1)
    // What `render --pose book` loads: the one art the pose needs (decode + its screen).
    let (s2b, _) = try measure("decode: the book's art (+ its screen)") {
        try BezelSet.load(directory: bezelDir, poses: [.book])
    }
    stages.append(s2b)
    let (s2, set) = try measure("decode: the whole bezel set (3 arts, as a gallery)") {
        try BezelSet.load(directory: bezelDir)
    }
    stages.append(s2)
    let bezels = BezelSource.set(set)
    var options = RenderOptions()
    options.pose = .book
    let (s3, flat) = try measure("compose: the capture into the open art") {
        try MockupPipeline.prepare(capture: capture, captureFile: openCapture, bezels: bezels, options: options)
    }
    stages.append(s3)
    // Colour management: a Display P3 capture (the art converted into P3, the capture left as it
    // is), and each conversion on its own.
    var p3Capture = capture
    p3Capture.colour = ColourSpace.displayP3.colourInfo
    let (s3p, _) = try measure("compose: a Display P3 capture (the art into P3)") {
        try MockupPipeline.prepare(capture: p3Capture, captureFile: openCapture, bezels: bezels, options: options)
    }
    stages.append(s3p)
    let (s3c, _) = try measure("colour: the capture, Display P3 → sRGB") {
        ColourConversion(from: .displayP3, to: .sRGB).applied(to: capture.image)
    }
    stages.append(s3c)
    let openArt = try set.bezel(for: .open).art
    let (s3a, _) = try measure("colour: the open art, sRGB → Display P3") {
        ColourConversion(from: .sRGB, to: .displayP3).applied(to: openArt)
    }
    stages.append(s3a)
    print("capture \(capture.image.width)×\(capture.image.height), art \(flat.art.width)×\(flat.art.height)")
    let (s4, book) = try measure("fold: book 128° (shading, edges, shadow)") {
        try MockupPipeline.finish(flat, options: options)
    }
    stages.append(s4)
    // Cost that follows the output: the same fold drawn straight at --width 1000, and the mip
    // level it reads (the art averaged 2×2) on its own.
    var narrow = options
    narrow.framing.width = 1000
    let (s4w, _) = try measure("fold: book 128° at --width 1000 (mip + warp + shadow)") {
        try MockupPipeline.finish(flat, options: narrow)
    }
    stages.append(s4w)
    let (s4m, _) = try measure("mip: the flat art averaged 2×2") { flat.art.averaged(by: 2) }
    stages.append(s4m)
    // The fold's parts, added one at a time: bare warp, + shading, + the leaves' edges, + shadow.
    var variants: [(String, (inout FoldOptions) -> Void)] = [
        ("fold: book 128°, bare (no shading, edges, shadow)", { $0.shading = false; $0.thickness = 0; $0.shadow = false }),
        ("fold: book 128°, + shading", { $0.thickness = 0; $0.shadow = false }),
        ("fold: book 128°, + shading + edges", { $0.shadow = false }),
    ]
    for (name, change) in variants {
        var variant = flat
        if var f = variant.fold { change(&f); variant.fold = f }
        let (stage, _) = try measure(name) { try MockupPipeline.finish(variant, options: options) }
        stages.append(stage)
    }
    variants.removeAll()
    // The warp engine alone on one core: both leaves of the book, bare.
    var bareFlat = flat
    if var f = bareFlat.fold { f.shading = false; f.thickness = 0; f.shadow = false; bareFlat.fold = f }
    let (oneCore, _) = try measure("fold: book 128°, bare, one core") {
        try Parallel.serially { try MockupPipeline.finish(bareFlat, options: options) }
    }
    stages.append(oneCore)
    let (s6, png) = try measure("encode: PNG (default settings)") {
        try ImageFile.encode(book.image, colour: book.colour, format: .png)
    }
    stages.append(s6)
    let (s7, _) = try measure("encode: JPEG q90") {
        try ImageFile.encode(book.image, colour: book.colour, format: .jpeg)
    }
    stages.append(s7)
    let path = outDir + "/book.png"
    let (s8, _) = try measure("whole: book, decode → PNG file") { () throws -> Int in
        let c = try ImageFile.read(path: openCapture)
        let r = try MockupPipeline.render(capture: c, captureFile: openCapture, bezels: .set(try BezelSet.load(directory: bezelDir, poses: [.book])),
                                          options: options)
        try ImageFile.write(r.image, colour: r.colour, to: path)
        return r.image.width
    }
    stages.append(s8)
    if let upright = try? ImageFile.read(path: uprightCapture) {
        var laptop = RenderOptions()
        laptop.pose = .laptop
        let lflat = try MockupPipeline.prepare(capture: upright, captureFile: uprightCapture, bezels: bezels, options: laptop)
        let (s9, _) = try measure("fold: laptop 110° from 30°") { try MockupPipeline.finish(lflat, options: laptop) }
        stages.append(s9)
    }

    let width = stages.map(\.name.count).max()! + 2
    print("\n" + "stage".padding(toLength: width) + "median ms   min ms")
    for s in stages {
        print(s.name.padding(toLength: width) + fmt(median(s.times)).leftPad(9) + fmt(s.times.min()!).leftPad(9))
    }
    print("\nbook output \(book.image.width)×\(book.image.height), PNG \(png.count) bytes; written to \(path)")
} catch {
    print("duo-mockup-bench: error: \(error)")
    exit(1)
}

func fmt(_ v: Double) -> String {
    let t = Int((v * 10).rounded())
    return "\(t / 10).\(t % 10)"
}

extension String {
    func padding(toLength n: Int) -> String { count >= n ? self : self + String(repeating: " ", count: n - count) }
    func leftPad(_ n: Int) -> String { count >= n ? self : String(repeating: " ", count: n - count) + self }
}

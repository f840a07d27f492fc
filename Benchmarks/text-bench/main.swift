// Times the text engine (release builds only: swift build -c release --product text-bench).
// The case of issue 10: a two-line store-page title at 120 px in a 1290 px box with one bold
// word, shaped (HarfBuzz), broken (UAX #14), aligned and rasterized into a 1290×320 image,
// on one core (the engine uses no threads). Stages are timed apart too.
// Usage: text-bench [FONT-FILE] (default DejaVu Sans).
import Dispatch
import Raster
import TextEngine
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Processor time (user + system) used so far, in milliseconds.
func processorMilliseconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
    return ms(usage.ru_utime) + ms(usage.ru_stime)
}

/// Median wall and processor milliseconds over `repeats` runs; the result goes to a black hole.
func time(_ label: String, repeats: Int = 50, _ body: () throws -> Int) rethrows {
    var walls: [Double] = [], cpus: [Double] = []
    var sink = 0
    for _ in 0..<repeats {
        let start = DispatchTime.now().uptimeNanoseconds, cpu = processorMilliseconds()
        sink &+= try body()
        walls.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        cpus.append(processorMilliseconds() - cpu)
    }
    walls.sort(); cpus.sort()
    func f(_ v: Double) -> String { String(Double((v * 100).rounded()) / 100) }
    print("\(label.padding(toLength: 70, withPad: " ", startingAt: 0)) \(f(walls[repeats / 2])) ms wall (median), "
          + "\(f(cpus[repeats / 2])) ms CPU   [\(sink & 1)]")
}

let arguments = CommandLine.arguments.dropFirst()
let fontPath = arguments.first ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
let title = AttributedText(markup: "Your app in **every** pose, at any angle")
let style = TextStyle(fonts: [.file(fontPath)], size: 120, colour: .black, alignment: .center)

func pixels(_ image: Image) -> Int { image.withUnsafeBytes { Int($0[$0.count / 2]) &+ Int($0[4 * 1290 * 100 + 4 * 600]) } }

do {
    let warm = FontLibrary()
    let probe = try TextLayout(title, style: style, width: 1290, library: warm)
    print("title: \(probe.lines.count) lines, \(probe.glyphs.count) glyphs at \(probe.fontSize) px in a 1290 px box")
    try time("layout only (shape + bidi + break + place), fonts open") {
        try TextLayout(title, style: style, width: 1290, library: warm).glyphs.count
    }
    let layout = try TextLayout(title, style: style, width: 1290, library: warm)
    time("rasterize only (outlines cached)") {
        var image = Image(width: 1290, height: 320)
        layout.draw(into: &image, at: PointF(x: 0, y: 10))
        return pixels(image)
    }
    try time("whole title, fonts open and outlines cached") {
        var image = Image(width: 1290, height: 320)
        try TextLayout(title, style: style, width: 1290, library: warm).draw(into: &image, at: PointF(x: 0, y: 10))
        return pixels(image)
    }
    // The bold word's face comes from fontconfig (DejaVu Sans Bold): a new library loads
    // fontconfig's configuration and cache again, which dominates this figure.
    try time("whole title from cold: fontconfig loaded, fonts opened", repeats: 20) {
        let cold = FontLibrary()
        var image = Image(width: 1290, height: 320)
        try TextLayout(title, style: style, width: 1290, library: cold).draw(into: &image, at: PointF(x: 0, y: 10))
        return pixels(image)
    }
    try time("plain title from cold: open the font file, no cache (no fontconfig)", repeats: 20) {
        let cold = FontLibrary()
        var image = Image(width: 1290, height: 320)
        try TextLayout(AttributedText(title.string), style: style, width: 1290, library: cold)
            .draw(into: &image, at: PointF(x: 0, y: 10))
        return pixels(image)
    }
    try time("shrink to fit one line (binary search on sizes)") {
        try TextLayout(title, style: style, width: 1290, maxLines: 1, minimumSize: 30, library: warm).glyphs.count
    }
    // The path filler alone: a circle of radius 500 px (four cubics) into a 1100×1100 image.
    var circle = Path()
    let (c, r, k) = (550.0, 500.0, 0.5522847498 * 500)
    circle.move(to: PointF(x: c + r, y: c))
    circle.cubic(control1: PointF(x: c + r, y: c + k), control2: PointF(x: c + k, y: c + r), to: PointF(x: c, y: c + r))
    circle.cubic(control1: PointF(x: c - k, y: c + r), control2: PointF(x: c - r, y: c + k), to: PointF(x: c - r, y: c))
    circle.cubic(control1: PointF(x: c - r, y: c - k), control2: PointF(x: c - k, y: c - r), to: PointF(x: c, y: c - r))
    circle.cubic(control1: PointF(x: c + k, y: c - r), control2: PointF(x: c + r, y: c - k), to: PointF(x: c + r, y: c))
    circle.close()
    time("path filler: a 1000 px circle into 1100×1100 (coverage + source-over)", repeats: 20) {
        var image = Image(width: 1100, height: 1100)
        image.fill(circle, colour: .black)
        return pixels(image)
    }
} catch {
    print("text-bench: \(error)")
    exit(2)
}

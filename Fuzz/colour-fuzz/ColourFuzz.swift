// Feeds arbitrary bytes to the colour parsing we wrote ourselves (see Docs/Fuzzing.md): as an ICC
// profile (our header checks, then Little CMS, then a conversion by it when it is accepted), as an
// EXIF payload (the colour space tag and the interoperability index), and as PNG gAMA and cHRM
// numbers.
//
// Built normally, this is a file runner: `colour-fuzz FILE...` prints each outcome, which is how
// an input found by the fuzzer is reproduced. Built with `-Xswiftc -DCOLOUR_FUZZ
// -Xswiftc -sanitize=fuzzer`, it is libFuzzer's entry point instead.
import Codecs
import Colour
import Raster

/// A small chart every accepted profile converts, into sRGB and out of it.
let chart: Image = {
    var pixels: [UInt8] = []
    for i in 0..<256 {
        let alpha: UInt8 = i < 16 ? UInt8(i * 16) : 255
        let c = StraightRGBA8(r: UInt8(i), g: UInt8(255 - i), b: UInt8((i * 7) & 255), a: alpha).premultiplied
        pixels += [c.r, c.g, c.b, c.a]
    }
    return Image(width: 16, height: 16, premultipliedPixels: pixels)
}()

func tryEverything(_ bytes: [UInt8]) -> [String] {
    var outcomes: [String] = []
    let resolved = ColourSpace.of(ColourInfo(iccProfile: ICCProfile(name: "input", bytes: bytes)))
    if let problem = resolved.problem {
        outcomes.append("profile: \(problem)")
    } else {
        let there = ColourConversion(from: resolved.space, to: .sRGB).applied(to: chart)
        let back = ColourConversion(from: .displayP3, to: resolved.space).applied(to: there)
        outcomes.append("profile: \(resolved.space.name) (\(back.width)×\(back.height) converted)")
    }
    let exif = bytes.withUnsafeBufferPointer { EXIFColourSpace(exif: $0) }
    outcomes.append("exif: \(exif.map(\.rawValue) ?? "none")")
    if bytes.count >= 36 {
        func u32(_ i: Int) -> UInt32 {
            UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
        }
        let chunks = ColourInfo(gamma: u32(0) % 2_000_000, chromaticities: Chromaticities(
            whiteX: u32(4) % 200_000, whiteY: u32(8) % 200_000, redX: u32(12) % 200_000, redY: u32(16) % 200_000,
            greenX: u32(20) % 200_000, greenY: u32(24) % 200_000, blueX: u32(28) % 200_000, blueY: u32(32) % 200_000))
        let space = ColourSpace.of(chunks)
        if space.problem == nil { _ = ColourConversion(from: space.space, to: .sRGB).applied(to: chart) }
        outcomes.append("chunks: \(space.problem.map(String.init(describing:)) ?? space.space.name)")
    }
    return outcomes
}

#if COLOUR_FUZZ
/// libFuzzer's driver (from -sanitize=fuzzer's runtime).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// SwiftPM links an executable's entry point as `<module>_main`: this starts libFuzzer's driver.
@_cdecl("colour_fuzz_main")
public func colourFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
        _ = tryEverything(bytes)
        return 0
    }
}
#else
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

@main
struct ColourFuzzFileRunner {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let file = fopen(path, "rb") else {
                print("\(path): cannot open")
                continue
            }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = fread(&chunk, 1, chunk.count, file)
                if n == 0 { break }
                bytes += chunk[0..<n]
            }
            fclose(file)
            print("\(path): " + tryEverything(bytes).joined(separator: " | "))
        }
    }
}
#endif

// Feeds arbitrary bytes to both decoders (see Docs/Fuzzing.md).
//
// Built normally, this is a file runner: `codec-fuzz FILE...` decodes each file and prints the
// outcome, which is how a crash found by the fuzzer is reproduced. Built with
// `-Xswiftc -DCODEC_FUZZ -Xswiftc -sanitize=fuzzer`, it is libFuzzer's entry point instead.
import Codecs

/// Decodes one input as PNG and as JPEG (the sniffing is bypassed by forcing each signature),
/// with a small pixel limit so that the fuzzer explores parsers rather than allocations.
func decodeBothWays(_ bytes: [UInt8]) -> [String] {
    let limits = DecodeLimits(maxPixels: 1 << 22)
    var outcomes: [String] = []
    let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let jpegStart: [UInt8] = [0xFF, 0xD8, 0xFF]
    for candidate in [bytes, pngSignature + bytes, jpegStart + bytes] {
        do {
            let decoded = try ImageFile.decode(bytes: candidate, name: "input", limits: limits)
            outcomes.append("decoded \(decoded.format.name) \(decoded.image.width)×\(decoded.image.height)")
        } catch {
            outcomes.append("\(error)")
        }
    }
    return outcomes
}

#if CODEC_FUZZ
/// libFuzzer's driver (from -sanitize=fuzzer's runtime).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// SwiftPM links an executable's entry point under the name `<module>_main`; libFuzzer's own
/// `main` is then never linked, so this starts the driver instead.
@_cdecl("codec_fuzz_main")
public func codecFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
        _ = decodeBothWays(bytes)
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
struct CodecFuzzFileRunner {
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
            print("\(path): " + decodeBothWays(bytes).joined(separator: " | "))
        }
    }
}
#endif

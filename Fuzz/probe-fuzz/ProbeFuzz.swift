// Feeds arbitrary bytes to the reader of ffprobe's reports (see Docs/Fuzzing.md).
//
// Built normally, this is a file runner: `probe-fuzz FILE...` reads each file as an ffprobe
// report and prints the outcome, which is how a crash found by the fuzzer is reproduced. Built
// with `-Xswiftc -DPROBE_FUZZ -Xswiftc -sanitize=fuzzer`, it is libFuzzer's entry point instead.
import Motion

/// Reads one input as ffprobe's JSON report, and once more inside a report's stream list (so
/// that the fuzzer reaches the stream fields without first having to find the JSON around them).
func readReport(_ bytes: [UInt8]) -> [String] {
    var outcomes: [String] = []
    let wrapped = Array(#"{"format": {"duration": "1"}, "streams": [{"codec_type": "video", "#.utf8) + bytes + Array("}]}".utf8)
    for candidate in [bytes, wrapped] {
        do {
            let info = try RecordingInfo.parse(ffprobeReport: candidate, file: "input")
            outcomes.append("\(info.width)×\(info.height) at \(info.framesPerSecond) fps, \(info.duration) s, turns \(info.quarterTurns)")
        } catch {
            outcomes.append("\(error)")
        }
    }
    return outcomes
}

#if PROBE_FUZZ
/// libFuzzer's driver (from -sanitize=fuzzer's runtime).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// SwiftPM links an executable's entry point under the name `<module>_main`; libFuzzer's own
/// `main` is then never linked, so this starts the driver instead.
@_cdecl("probe_fuzz_main")
public func probeFuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return LLVMFuzzerRunDriver(&count, &arguments) { data, size in
        let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
        _ = readReport(bytes)
        return 0
    }
}
#else
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct ProbeFuzzFileRunner {
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
            print("\(path): " + readReport(bytes).joined(separator: " | "))
        }
    }
}
#endif

import DuoMockup
import _Support
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock timings of a command's stages, in the order they ran, for `--time`.
/// Invariant: `stages` holds milliseconds measured with the monotonic clock.
struct StageClock {
    private(set) var stages: [(name: String, milliseconds: Double)] = []
    private let start = StageClock.now()
    private var last = StageClock.now()

    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1_000_000
    }

    /// Ends the current stage under `name`.
    mutating func lap(_ name: String) {
        let t = StageClock.now()
        stages.append((name, t - last))
        last = t
    }

    /// `TIME {"decode_ms": 61.2, ..., "total_ms": 480.3}`, the references' format.
    var report: String {
        let fields = stages.map { JSONOutput.Field("\($0.name)_ms", .number($0.milliseconds)) }
            + [JSONOutput.Field("total_ms", .number(StageClock.now() - start))]
        return "TIME " + JSON.line(.object(fields))
    }
}

import _Support

extension ProgressLine {
    /// `1:05`, or `1:02:05` from an hour on: a run's time (summaries use it too).
    static func clockText(_ s: Double) -> String {
        let t = Int(s.rounded())
        return t >= 3600 ? "\(t / 3600):\(pad2((t / 60) % 60)):\(pad2(t % 60))" : "\(t / 60):\(pad2(t % 60))"
    }

    /// A rate cut down to a tenth: `4.1` (summaries use it too).
    static func rate(_ r: Double) -> String { String(Double(Int(r * 10)) / 10) }

    private static func pad2(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// How a progress line reads: `prefix`, a bar, `done/total counted`, the tally, the pace, then
    /// the latest item's detail. Invariant: the text is one line.
    struct Look: Sendable {
        /// What the items are: `12/40 captures`.
        var counted: String
        /// Text before everything else: `sweep: `.
        var prefix = ""
        /// A `[#####·····] ` bar, 24 wide, before the count.
        var bar = false
        /// What `wrote` counts beside the items, singular (`image`: `· 23 images`); nil shows none.
        var tallied: String?
        /// What follows the counts.
        var pace: Pace

        /// The speed and time a line shows after its counts.
        enum Pace: Sendable {
            /// `· 24.1 fps · 0:07 left`: items a second (to the nearest tenth), and the minutes left
            /// at that rate, once 0.2 s have passed and an item is done.
            case itemsPerSecond(unit: String)
            /// `· 4.1 img/s · 0:09 left`: the tally a second (cut down to a tenth) once one is
            /// counted, and the time left at the items' pace while some are left.
            case talliedPerSecond(unit: String)
            /// `· 0:02`: the time since the start.
            case elapsed
        }

        /// Frames made one after another: `animate: 120/300 frames · 24.1 fps · 0:07 left (90°)`.
        static func frames(_ label: String = "frames", prefix: String = "") -> Look {
            Look(counted: label, prefix: prefix, pace: .itemsPerSecond(unit: "fps"))
        }

        /// A gallery: `[#####·····] 12/40 captures · 23 images · 4.1 img/s · 0:09 left`.
        static let captures = Look(counted: "captures", bar: true, tallied: "image", pace: .talliedPerSecond(unit: "img/s"))

        /// A compose run: `[#####·····] 3/12 pages · 0:02`.
        static let pages = Look(counted: "pages", bar: true, pace: .elapsed)

        static let barWidth = 24

        /// The line after `seconds` with `done` of `total` items finished and `tally` outputs counted.
        func text(done: Int, total: Int, tally: Int = 0, seconds: Double, detail: String? = nil) -> String {
            var text = prefix
            if bar {
                let width = Self.barWidth, filled = total == 0 ? width : min(width, done * width / total)
                text += "[" + String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled) + "] "
            }
            text += "\(done)/\(total) \(counted)"
            if let tallied { text += " · \(tally) \(tallied)\(tally == 1 ? "" : "s")" }
            switch pace {
            case .itemsPerSecond(let unit):
                if seconds > 0.2, done > 0 {
                    let rate = Double(done) / seconds
                    let left = Int((Double(total - done) / rate).rounded())
                    text += " · " + NumberText.decimal(rate, places: 1) + " " + unit
                    text += " · \(left / 60):" + ProgressLine.pad2(left % 60) + " left"
                }
            case .talliedPerSecond(let unit):
                if seconds > 0 && tally > 0 { text += " · " + ProgressLine.rate(Double(tally) / seconds) + " " + unit }
                if done > 0 && done < total {
                    text += " · " + ProgressLine.clockText(seconds / Double(done) * Double(total - done)) + " left"
                }
            case .elapsed:
                text += " · " + ProgressLine.clockText(seconds)
            }
            return text + (detail.map { " (\($0))" } ?? "")
        }
    }
}

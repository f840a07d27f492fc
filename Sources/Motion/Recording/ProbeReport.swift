import _Support

/// ffprobe's JSON report on a recording (`-print_format json -show_format -show_streams`) read
/// with the package's JSON checker: the fields `RecordingInfo` reads, each of the kind ffprobe
/// writes them in. Invariant: made only from a report whose every field read has its kind; a
/// field absent is nil (what it means is `RecordingInfo`'s to say).
struct ProbeReport: JSONFileChecker {
    /// One stream's fields.
    struct Stream {
        var codecType: String?
        var codecName: String?
        var pixelFormat: String?
        var colourPrimaries: String?
        /// The matrix and range the YUV samples are coded with (`bt709`, `tv`, …).
        var colourMatrix: String?
        var colourRange: String?
        /// Cover art: a one-picture "video" stream (`disposition.attached_pic` 1).
        var isAttachedPicture = false
        var width: Double?
        var height: Double?
        /// ffprobe's degrees, counter-clockwise positive: the display matrix's side data, else
        /// the older `rotate` tag's (clockwise) turned round.
        var rotation: Double?
        /// `r_frame_rate` and `avg_frame_rate` in frames a second; nil for "0/0" too.
        var baseRate: Double?
        var averageRate: Double?
        var duration: Double?
        var frames: Double?
    }

    private(set) var streams: [Stream] = []
    /// The container's duration.
    private(set) var formatDuration: Double?
    private var problems: [RecordingError.ReportProblem.Field] = []

    mutating func problem(_ place: String, _ message: String) { problems.append(.init(place: place, problem: message)) }

    /// The report in `bytes` on `file`; throws one line naming the file for a report that is not
    /// JSON, has no stream list, or holds a field of the wrong kind (each at its place).
    init(_ bytes: [UInt8], file: String) throws {
        func fail(_ problem: RecordingError.ReportProblem) -> MotionError { .recording(.report(file: file, problem)) }
        guard let document = read(bytes), case .object(let top) = document.root else { throw fail(.notJSON) }
        // A key given twice is ffprobe's to choose among (a container may hold a tag twice), as
        // JSONReader does: only the kinds of the fields read are mistakes here.
        problems = []
        guard let list = top["streams"] else { throw fail(.noStreams) }
        for (n, entry) in (array(list, "streams") ?? []).enumerated() {
            if let fields = object(entry, "streams[\(n)]") { streams.append(stream(fields, place: "streams[\(n)]")) }
        }
        if let format = top["format"].flatMap({ object($0, "format") }) {
            formatDuration = number(format, "duration", "format")
        }
        guard problems.isEmpty else { throw fail(.mistypedFields(problems)) }
    }

    private mutating func stream(_ fields: [String: JSONValue], place: String) -> Stream {
        var s = Stream()
        s.codecType = text(fields, "codec_type", place)
        s.codecName = text(fields, "codec_name", place)
        s.pixelFormat = text(fields, "pix_fmt", place)
        s.colourPrimaries = text(fields, "color_primaries", place)
        s.colourMatrix = text(fields, "color_space", place)
        s.colourRange = text(fields, "color_range", place)
        if let disposition = fields["disposition"].flatMap({ object($0, join(place, "disposition")) }) {
            s.isAttachedPicture = number(disposition, "attached_pic", join(place, "disposition")) == 1
        }
        s.width = number(fields, "width", place)
        s.height = number(fields, "height", place)
        if let list = fields["side_data_list"].flatMap({ array($0, join(place, "side_data_list")) }) {
            for (n, entry) in list.enumerated() {
                let at = join(place, "side_data_list") + "[\(n)]"
                if let side = object(entry, at), let r = number(side, "rotation", at) { s.rotation = r; break }
            }
        }
        if s.rotation == nil, let tags = fields["tags"].flatMap({ object($0, join(place, "tags")) }) {
            s.rotation = number(tags, "rotate", join(place, "tags")).map { -$0 }
        }
        s.baseRate = rate(fields, "r_frame_rate", place)
        s.averageRate = rate(fields, "avg_frame_rate", place)
        s.duration = number(fields, "duration", place)
        s.frames = number(fields, "nb_frames", place)
        return s
    }

    /// The string at `fields[key]`: nil when absent, a mistake when not a non-empty string.
    private mutating func text(_ fields: [String: JSONValue], _ key: String, _ place: String) -> String? {
        fields[key].flatMap { string($0, join(place, key)) }
    }

    /// The number at `fields[key]`, or the string holding one (ffprobe writes durations, counts
    /// and tags as strings): nil when absent, a mistake when anything else.
    private mutating func number(_ fields: [String: JSONValue], _ key: String, _ place: String) -> Double? {
        guard let value = fields[key] else { return nil }
        switch value {
        case .number(let n): return n
        case .string(let s): if let n = Double(s), n.isFinite { return n }
        default: break
        }
        problem(join(place, key), "expected a number, got \(value.kind)")
        return nil
    }

    /// The rate at `fields[key]` ("30/1", "30000/1001" or "30", or a number) in frames a second:
    /// nil when absent or no rate ("0/0"), a mistake when neither a string nor a number.
    private mutating func rate(_ fields: [String: JSONValue], _ key: String, _ place: String) -> Double? {
        switch fields[key] {
        case nil: return nil
        case .number(let n)?: return n > 0 ? n : nil
        case .string(let text)?:
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count <= 2, let n = Double(parts[0]), n.isFinite, n > 0 else { return nil }
            guard parts.count == 2 else { return n }
            guard let d = Double(parts[1]), d.isFinite, d > 0 else { return nil }
            let r = n / d
            return r.isFinite && r > 0 ? r : nil
        case let value?:
            problem(join(place, key), "expected a rate (\"30/1\") or a number, got \(value.kind)")
            return nil
        }
    }

    private mutating func object(_ value: JSONValue, _ place: String) -> [String: JSONValue]? {
        guard case .object(let fields) = value else { problem(place, "expected an object, got \(value.kind)"); return nil }
        return fields
    }

    private mutating func array(_ value: JSONValue, _ place: String) -> [JSONValue]? {
        guard case .array(let items) = value else { problem(place, "expected an array, got \(value.kind)"); return nil }
        return items
    }
}

/// Escaping for text and attribute values placed in generated HTML pages.
public enum HTML {
    /// `s` with &, <, >, " and ' escaped, safe in text and in quoted attributes.
    public static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.count)
        for c in s {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A relative URL for a file name inside the page's folder: each path segment
    /// percent-encoded, so names with spaces or '#' still load from the file system.
    public static func relativeURL(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            var out = ""
            for byte in segment.utf8 {
                let c = Character(Unicode.Scalar(byte))
                if c.isLetter && byte < 128 || c.isNumber && byte < 128 || "-_.~".contains(c) {
                    out.append(c)
                } else {
                    let hex = String(byte, radix: 16, uppercase: true)
                    out += "%" + (hex.count == 1 ? "0" + hex : hex)
                }
            }
            return out
        }.joined(separator: "/")
    }
}

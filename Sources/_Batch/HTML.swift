/// Escaping for text and attribute values placed in generated HTML pages.
package enum HTML {
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

    /// A whole self-contained page: `title` escaped into <title> and <h1>, `style` inlined, then
    /// `body` (already HTML) and `script` (if any) inside <main>. Nothing is loaded from elsewhere.
    public static func document(title: String, style: String, body: String, script: String = "") -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        \(style)
        </style>
        </head>
        <body>
        <main>
        <h1>\(escape(title))</h1>
        \(body)</main>
        \(script.isEmpty ? "" : "<script>\n\"use strict\";\n" + script + "</script>\n")</body>
        </html>

        """
    }
}

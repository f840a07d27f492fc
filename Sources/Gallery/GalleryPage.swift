import Mockup
import _Batch
/// OUTDIR/index.html: every output of a gallery as a thumbnail linking to the full-size image,
/// grouped by capture, with the contact sheet and the failures listed. Self-contained (no
/// scripts, styles or fonts from elsewhere) and working from the file system: every link is
/// relative to OUTDIR. Invariant: one link per output, in the given order.
public struct GalleryPage: Sendable {
    /// A capture's outputs: (output, thumbnail file), both relative to OUTDIR.
    public struct Group: Sendable {
        public var title: String
        public var outputs: [(output: GalleryOutput, thumbnail: String)]
        public init(title: String, outputs: [(output: GalleryOutput, thumbnail: String)]) {
            self.title = title; self.outputs = outputs
        }
    }

    public var title: String
    public var groups: [Group]
    /// Captures that failed and why.
    public var failures: [(capture: String, reason: String)]
    /// The contact sheet's file, relative to OUTDIR, when there is one.
    public var contactSheet: String?

    public init(title: String, groups: [Group], failures: [(capture: String, reason: String)] = [],
                contactSheet: String? = nil) {
        self.title = title; self.groups = groups; self.failures = failures; self.contactSheet = contactSheet
    }

    public var html: String {
        var body = ""
        let count = groups.reduce(0) { $0 + $1.outputs.count }
        body += "<p class=\"summary\">\(count) image\(count == 1 ? "" : "s") from \(groups.count) capture\(groups.count == 1 ? "" : "s")"
        if let sheet = contactSheet {
            body += " · <a id=\"contact-sheet\" href=\"\(HTML.relativeURL(sheet))\">contact sheet</a>"
        }
        body += "</p>\n"
        if !failures.isEmpty {
            body += "<section class=\"failures\"><h2>Failed (\(failures.count))</h2><ul>\n"
            for f in failures {
                body += "<li><code>\(HTML.escape(f.capture))</code>: \(HTML.escape(f.reason))</li>\n"
            }
            body += "</ul></section>\n"
        }
        for g in groups {
            body += "<section class=\"capture\"><h2>\(HTML.escape(g.title))</h2><div class=\"row\">\n"
            for (output, thumb) in g.outputs {
                let href = HTML.relativeURL(output.file)
                body += "<figure><a class=\"output\" href=\"\(href)\"><img src=\"\(HTML.relativeURL(thumb))\" "
                    + "alt=\"\(HTML.escape(g.title + " " + output.label))\" loading=\"lazy\"></a>"
                    + "<figcaption>\(HTML.escape(output.label))</figcaption></figure>\n"
            }
            body += "</div></section>\n"
        }
        return HTML.document(title: title, style: """
              body { margin: 0; font: 15px/1.4 -apple-system, system-ui, sans-serif; background: #f4f4f7; color: #222; }
              main { max-width: 1400px; margin: 0 auto; padding: 24px; }
              h1 { font-size: 22px; } h2 { font-size: 16px; margin: 24px 0 8px; font-weight: 600; }
              .row { display: flex; flex-wrap: wrap; gap: 16px; }
              figure { margin: 0; background: repeating-conic-gradient(#fff 0% 25%, #ececf0 0% 50%) 0 0 / 16px 16px;
                       border-radius: 10px; padding: 10px; text-align: center; }
              figure img { display: block; max-width: 240px; max-height: 240px; margin: 0 auto; }
              figcaption { margin-top: 6px; color: #555; font-size: 13px; }
              .failures { background: #fff0f0; border: 1px solid #e3b4b4; border-radius: 10px; padding: 4px 16px; }
              code { font-size: 13px; }
            """, body: body)
    }
}

import Mockup
/// The page a fold sweep writes beside its frames: a slider that scrubs the fold angle and a
/// play button, self-contained (no scripts or styles from elsewhere), working from the file
/// system. Invariant: `frames` are in the order the slider walks, each with its angle.
public struct SweepPage: Sendable {
    /// One frame: its angle in degrees and its file name relative to the page.
    public struct Frame: Sendable {
        public var degrees: Double
        public var file: String
        public init(degrees: Double, file: String) { self.degrees = degrees; self.file = file }
    }

    public var title: String
    public var frames: [Frame]
    public var width: Int
    public var height: Int

    public init(title: String, frames: [Frame], width: Int, height: Int) {
        self.title = title; self.frames = frames; self.width = width; self.height = height
    }

    /// The page's HTML.
    public var html: String {
        let list = frames.map { "{\"deg\":\(Self.number($0.degrees)),\"src\":\"\(HTML.relativeURL($0.file))\"}" }
            .joined(separator: ",")
        let first = frames.first
        let style = """
              body { margin: 0; font: 15px/1.4 -apple-system, system-ui, sans-serif; background: #e9e9ee; color: #222; }
              main { max-width: 1100px; margin: 0 auto; padding: 24px; }
              .stage { background: repeating-conic-gradient(#fff 0% 25%, #f0f0f3 0% 50%) 0 0 / 24px 24px;
                       border-radius: 12px; padding: 16px; text-align: center; }
              .stage img { max-width: 100%; height: auto; }
              .controls { display: flex; align-items: center; gap: 16px; margin-top: 16px; }
              .controls input[type=range] { flex: 1; }
              button { font: inherit; padding: 6px 16px; border-radius: 8px; border: 1px solid #999; background: #fff; }
              output { min-width: 5em; font-variant-numeric: tabular-nums; }
            """
        let body = """
            <div class="stage"><img id="frame" width="\(width)" height="\(height)" alt="fold preview" src="\(first.map { HTML.relativeURL($0.file) } ?? "")"></div>
            <div class="controls">
              <button id="play" type="button">Play</button>
              <input id="angle" type="range" min="0" max="\(max(0, frames.count - 1))" step="1" value="0" aria-label="fold angle">
              <output id="deg">\(first.map { Self.number($0.degrees) } ?? "")°</output>
            </div>

            """
        let script = """
            const frames = [\(list)];
            const img = document.getElementById("frame");
            const slider = document.getElementById("angle");
            const label = document.getElementById("deg");
            const play = document.getElementById("play");
            const cache = frames.map(f => { const i = new Image(); i.src = f.src; return i; });
            function show(index) {
              const f = frames[index];
              img.src = f.src;
              img.dataset.deg = f.deg;
              label.textContent = f.deg + "°";
            }
            slider.addEventListener("input", () => show(Number(slider.value)));
            let timer = null, direction = 1;
            play.addEventListener("click", () => {
              if (timer) { clearInterval(timer); timer = null; play.textContent = "Play"; return; }
              play.textContent = "Pause";
              timer = setInterval(() => {
                let v = Number(slider.value) + direction;
                if (v >= frames.length || v < 0) { direction = -direction; v += 2 * direction; }
                slider.value = String(Math.max(0, Math.min(frames.length - 1, v)));
                show(Number(slider.value));
              }, 80);
            });
            if (frames.length) show(0);

            """
        return HTML.document(title: title, style: style, body: body, script: script)
    }

    static func number(_ d: Double) -> String {
        d == d.rounded() ? String(Int(d)) : String(d)
    }
}

/// Makes escape characters visible in recorded snapshots: `ESC` becomes `␛`, so a coloured
/// snapshot reads as `␛[1mPage 2␛[0m` instead of hiding its codes.
func visibleEscapes(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}", with: "␛")
}

import Foundation

/// The widths every component and screen is snapshotted at.
let snapshotWidths = [40, 80, 120]

/// Strings that are hard to measure: long, wide (CJK), emoji, combining, empty.
let trickyStrings: [(label: String, text: String)] = [
    ("ascii", "Hulk"),
    ("long", "Spider-Man (Peter Parker) of the Ultimate Universe, Earth-1610"),
    ("cjk", "スパイダーマン"),
    ("hangul", "스파이더맨"),
    ("emoji zwj", "🦸‍♀️ Hero"),
    ("family", "👨‍👩‍👧‍👦 Fantastic Four"),
    ("combining", "Poke\u{301}mon"),
    ("ansi", "\u{1B}[1mBold\u{1B}[0m Name"),
    ("empty", ""),
]

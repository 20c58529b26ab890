import DesignTokens
import HeroTable

// Prints three heroes fitted to this terminal (80 columns when it is not one), coloured when
// stdout is a terminal that takes colour.
let heroes = [
    HeroRow(id: 1_009_610, name: "Spider-Man (Peter Parker)", comics: 4_043),
    HeroRow(id: 1_009_368, name: "Iron Man", comics: 2_689),
    HeroRow(id: 1_009_220, name: "Captain America", comics: 2_415),
]
let style = TerminalStyle.detect(for: .output, colorMode: .auto)
print(heroTable(heroes, width: TerminalWidth.detect(for: .output), style: style).joined(separator: "\n"))

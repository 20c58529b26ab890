import HeroesCore
import Testing

/// The coordinator: which screen is current, and the row each screen is left at.
struct CoordinatorTests {
    let list = Destination.heroes(.page(2))

    @Test func startsAtItsDestinationOnTheFirstRowWithNothingToGoBackTo() {
        let coordinator = Coordinator(start: list)
        #expect(coordinator.current == list)
        #expect(coordinator.row == 0)
        #expect(!coordinator.canGoBack)
    }

    @Test func showMakesTheNewDestinationCurrentAtItsFirstRow() {
        var coordinator = Coordinator(start: list)
        coordinator.select(row: 7)
        coordinator.show(.hero(id: 1_009_610))
        #expect(coordinator.current == .hero(id: 1_009_610))
        #expect(coordinator.row == 0)
        #expect(coordinator.canGoBack)
    }

    @Test func backReturnsToTheListAtTheRowItWasLeftAt() {
        var coordinator = Coordinator(start: list)
        coordinator.select(row: 7)
        coordinator.show(.hero(id: 1_009_610))
        coordinator.select(row: 3)
        let wentBack = coordinator.back()
        #expect(wentBack)
        #expect(coordinator.current == list)
        #expect(coordinator.row == 7)
    }

    @Test func backOnTheFirstScreenChangesNothing() {
        var coordinator = Coordinator(start: list)
        coordinator.select(row: 4)
        let before = coordinator
        let wentBack = coordinator.back()
        #expect(!wentBack)
        #expect(coordinator == before)
    }

    @Test func eachScreenOfADeeperStackKeepsItsOwnRow() {
        var coordinator = Coordinator(start: list)
        coordinator.select(row: 2)
        coordinator.show(.heroes(.page(5)))
        coordinator.select(row: 9)
        coordinator.show(.hero(id: 1))
        #expect(coordinator.stack.map(\.destination) == [list, .heroes(.page(5)), .hero(id: 1)])
        coordinator.back()
        #expect(coordinator.current == .heroes(.page(5)) && coordinator.row == 9)
        coordinator.back()
        #expect(coordinator.current == list && coordinator.row == 2)
    }

    @Test func aNegativeRowIsTheFirst() {
        var coordinator = Coordinator(start: list)
        coordinator.select(row: -3)
        #expect(coordinator.row == 0)
    }
}

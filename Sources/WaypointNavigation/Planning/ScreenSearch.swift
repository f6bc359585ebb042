/// Where a screen sits in a state: its layer (`nil` for the root), the position of its tab in
/// that container's tab bar (`nil` outside a tab bar), its stack index.
///
/// Plain numbers: a search result holds nothing to retain or release, and the tab's identifier
/// is read from the state only when a plan selects it.
struct Location: Hashable {
    var layer: Int?
    var tab: Int?
    var index: Int
}

/// The occurrences a plan can switch to, found in one walk over a state: the cheapest occurrence
/// of the target and, when there is none, the deepest screen of the back stack that is already
/// reachable, with its cheapest occurrence.
///
/// Cheapest means the planner's order: the highest layer holding the screen (fewest
/// dismissals), then the fewest screens popped, then the selected tab, then tab order. The walk
/// visits the layers top-most first, then the root; the tabs of a tab bar in order; each stack
/// from its top down. So an occurrence found later never beats one found in an earlier container,
/// and within a tab bar it wins only with fewer pops, or as many in the selected tab when the
/// best so far is not in it.
///
/// Planning searches the whole state for a screen that is usually nowhere in it, so the walk is
/// the planner's main cost. It reads the stacks in place, reads only the screens' stored
/// fingerprints (equal screens have equal fingerprints) until one is wanted, and stops at the
/// first container that holds the target, since nothing below it can matter.
struct ScreenSearch {
    /// The cheapest occurrence of the target, if it is anywhere.
    private(set) var target: Location?
    /// When the target is nowhere: the index in the back stack of its deepest screen found in
    /// the state, and that screen's cheapest occurrence.
    private(set) var anchor: (backStackIndex: Int, location: Location)?

    /// Searches `state` for `screen` and for the screens of `backStack` (pass none to look for
    /// the screen alone).
    ///
    /// The arguments are borrowed: an initializer otherwise takes its arguments owned, and the
    /// caller would copy the whole state (and retain its containers) to pass it in.
    init(for screen: borrowing Screen, backStack: borrowing [Screen] = [], in state: borrowing NavigationState) {
        let walk = withUnsafePointer(to: screen) { screen in
            backStack.withUnsafeBufferPointer { backStack in
                // The fingerprints of the target and of every back-stack screen, on the stack.
                withUnsafeTemporaryAllocation(of: Int.self, capacity: backStack.count + 1) { wanted in
                    wanted.initialize(repeating: screen.pointee.fingerprint)
                    for index in backStack.indices {
                        wanted[index + 1] = backStack[index].fingerprint
                    }
                    return Self.walk(
                        state, for: Query(screen: screen, backStack: backStack, wanted: UnsafeBufferPointer(wanted)))
                }
            }
        }
        target = walk.target
        anchor = walk.anchor
    }

    /// What the walk looks for, read in place.
    private struct Query {
        var screen: UnsafePointer<Screen>
        var backStack: UnsafeBufferPointer<Screen>
        /// The target's fingerprint, then the back stack's.
        var wanted: UnsafeBufferPointer<Int>
    }

    /// What the walk found so far. Plain numbers only: updating it releases nothing, so the
    /// walk can read the state in place without retaining what it reads.
    private struct Walk {
        var target: Location?
        var anchor: (backStackIndex: Int, location: Location)?
    }

    private static func walk(_ state: borrowing NavigationState, for query: Query) -> Walk {
        var walk = Walk()
        for layer in state.layers.indices.reversed() {
            if search(layer, in: state, for: query, into: &walk) {
                return walk
            }
        }
        search(nil, in: state, for: query, into: &walk)
        return walk
    }

    /// Searches the container at `layer` (the root for `nil`); `true` when it holds the target,
    /// which ends the walk.
    @discardableResult
    private static func search(
        _ layer: Int?, in state: borrowing NavigationState, for query: Query, into walk: inout Walk
    ) -> Bool {
        // A back-stack screen shallower than the one found in a higher layer cannot win, nor can
        // one as deep: that layer's occurrence is cheaper.
        let shallowest = (walk.anchor?.backStackIndex ?? -1) + 1
        let tabCount = withContainer(at: layer, in: state) { container -> Int? in
            guard case .tabs(let tabs, _) = container else { return nil }
            return tabs.count
        }
        if let tabCount {
            return searchTabs(count: tabCount, layer: layer, in: state, for: query, from: shallowest, into: &walk)
        }
        let found = scan(Stack(layer: layer, tab: nil), in: state, for: query, from: shallowest)
        if let index = found.target {
            walk.target = Location(layer: layer, tab: nil, index: index)
            return true
        }
        if let (backStackIndex, index) = found.anchor {
            walk.anchor = (backStackIndex, Location(layer: layer, tab: nil, index: index))
        }
        return false
    }

    /// Searches the `count` tabs of the tab bar at `layer`, where an occurrence in a later tab
    /// may still win.
    private static func searchTabs(
        count: Int, layer: Int?, in state: borrowing NavigationState, for query: Query, from shallowest: Int,
        into walk: inout Walk
    ) -> Bool {
        var bestTarget: Candidate?
        var bestAnchor: (backStackIndex: Int, candidate: Candidate)?
        for tab in 0..<count {
            // Once the target is found only the target matters; a back-stack screen as deep as
            // the best so far may still win with fewer pops.
            let from = bestTarget != nil ? query.backStack.count : bestAnchor?.backStackIndex ?? shallowest
            let found = scan(Stack(layer: layer, tab: tab), in: state, for: query, from: from)
            guard found.target != nil || found.anchor != nil else { continue }
            let (top, isSelected) = withContainer(at: layer, in: state) { container -> (Int, Bool) in
                guard case .tabs(let tabs, let selected) = container else { return (0, false) }
                return (tabs[tab].stack.count - 1, tabs[tab].id == selected)
            }
            if let index = found.target {
                let candidate = Candidate(tab: tab, index: index, pops: top - index, isSelected: isSelected)
                if candidate.isCheaper(than: bestTarget) {
                    bestTarget = candidate
                }
            } else if let (backStackIndex, index) = found.anchor {
                let candidate = Candidate(tab: tab, index: index, pops: top - index, isSelected: isSelected)
                if let best = bestAnchor, best.backStackIndex == backStackIndex {
                    if candidate.isCheaper(than: best.candidate) {
                        bestAnchor = (backStackIndex, candidate)
                    }
                } else {
                    bestAnchor = (backStackIndex, candidate)
                }
            }
        }
        if let best = bestTarget {
            walk.target = Location(layer: layer, tab: best.tab, index: best.index)
            return true
        }
        if let best = bestAnchor {
            walk.anchor = (
                best.backStackIndex, Location(layer: layer, tab: best.candidate.tab, index: best.candidate.index)
            )
        }
        return false
    }

    /// An occurrence in a tab bar, with what decides between two of them.
    private struct Candidate {
        var tab: Int
        var index: Int
        var pops: Int
        var isSelected: Bool

        /// Whether this occurrence, found after `best` in the same tab bar, is cheaper.
        func isCheaper(than best: Candidate?) -> Bool {
            guard let best else { return true }
            return pops < best.pops || (pops == best.pops && isSelected && !best.isSelected)
        }
    }

    /// One stack of a state, by position: the container at `layer` (the root for `nil`) and, in
    /// a tab bar, the tab at `tab`. A container of one screen counts as a stack of one.
    private struct Stack {
        var layer: Int?
        var tab: Int?
    }

    /// What one stack holds: the top-most occurrence of the target or, without one, the deepest
    /// back-stack screen (from the index asked for) and its top-most occurrence.
    private typealias StackFinding = (target: Int?, anchor: (backStackIndex: Int, index: Int)?)

    /// Scans `stack` from its top: only the fingerprints are read until one is wanted, and then
    /// that screen is compared in full.
    ///
    /// The state is read again for each step rather than held: comparing screens calls into
    /// `String` and `Dictionary`, and a stack held across such a call is copied (retained and
    /// released) in case the call changes it. The fingerprint reads call nothing, so the stacks
    /// the walk passes over without a wanted fingerprint are never copied.
    private static func scan(
        _ stack: Stack, in state: borrowing NavigationState, for query: Query, from shallowest: Int
    ) -> StackFinding {
        var anchor: (backStackIndex: Int, index: Int)?
        var shallowest = shallowest
        var end: Int?
        while let index = withScreens(of: stack, in: state, { screens in
            lastIndex(in: screens, before: end ?? screens.count, withFingerprintIn: query.wanted)
        }) {
            end = index
            switch identify(index, of: stack, in: state, for: query, from: shallowest) {
            case .target:
                return (index, nil)
            case .backStack(let backStackIndex):
                // Lower in this stack, only a deeper back-stack screen can do better.
                anchor = (backStackIndex, index)
                shallowest = backStackIndex + 1
            case nil:
                break
            }
        }
        return (nil, anchor)
    }

    /// A screen compared in full: the target, or the screen of the back stack at an index.
    private enum Match {
        case target
        case backStack(Int)
    }

    /// Which wanted screen is at `index` in `stack`: the target, else the deepest back-stack
    /// screen from `shallowest` on, else none (the fingerprints were equal, the screens not).
    ///
    /// Out of line: the comparisons need many registers, and inlined they would make every
    /// scan save and restore them even where no fingerprint is wanted.
    @inline(never)
    private static func identify(
        _ index: Int, of stack: Stack, in state: borrowing NavigationState, for query: Query, from shallowest: Int
    ) -> Match? {
        let screen = withScreens(of: stack, in: state) { $0[index] }
        if screen == query.screen.pointee {
            return .target
        }
        var deeper = query.backStack.count
        while deeper > shallowest {
            deeper -= 1
            if query.backStack[deeper] == screen {
                return .backStack(deeper)
            }
        }
        return nil
    }

    /// What `body` reads from the container at `layer` (the root for `nil`), borrowed in place.
    private static func withContainer<Value>(
        at layer: Int?, in state: borrowing NavigationState, _ body: (borrowing NavigationContainer) -> Value
    ) -> Value {
        guard let layer else { return body(state.root) }
        return body(state.layers[layer].container)
    }

    /// What `body` reads from the screens of `stack`, in place.
    private static func withScreens<Value>(
        of stack: Stack, in state: borrowing NavigationState, _ body: (UnsafeBufferPointer<Screen>) -> Value
    ) -> Value {
        withContainer(at: stack.layer, in: state) { container in
            switch container {
            case .screen(let only):
                return withUnsafePointer(to: only) { body(UnsafeBufferPointer(start: $0, count: 1)) }
            case .stack(let screens):
                return screens.withUnsafeBufferPointer(body)
            case .tabs(let tabs, _):
                return tabs[stack.tab ?? 0].stack.withUnsafeBufferPointer(body)
            }
        }
    }

    /// The index of the top-most screen before `end` whose fingerprint is one of `wanted` (the
    /// target's first).
    ///
    /// Every screen of the state goes through this loop. The target's fingerprint and the last
    /// one wanted are held apart from the others: with a back stack of at most one screen, the
    /// loop reads nothing but the stack. It calls nothing, which is what lets `scan` read the
    /// stacks in place.
    private static func lastIndex(
        in stack: UnsafeBufferPointer<Screen>, before end: Int, withFingerprintIn wanted: UnsafeBufferPointer<Int>
    ) -> Int? {
        guard let base = stack.baseAddress, end > 0 else { return nil }
        let first = wanted[0]
        let last = wanted[wanted.count - 1]
        var screen = base + end
        if wanted.count <= 2 {
            repeat {
                screen -= 1
                let fingerprint = screen.pointee.fingerprint
                if fingerprint == first || fingerprint == last {
                    return screen - base
                }
            } while screen > base
            return nil
        }
        let others = UnsafeBufferPointer(rebasing: wanted[1..<(wanted.count - 1)])
        repeat {
            screen -= 1
            let fingerprint = screen.pointee.fingerprint
            if fingerprint == first || fingerprint == last || others.contains(fingerprint) {
                return screen - base
            }
        } while screen > base
        return nil
    }
}

/// Where a screen sits in a state: its layer (`nil` for the root), its tab, its stack index.
struct Location: Hashable {
    var layer: Int?
    var tab: String?
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
    init(for screen: Screen, backStack: [Screen] = [], in state: NavigationState) {
        let walk = backStack.withUnsafeBufferPointer { backStack in
            // The fingerprints of the target and of every back-stack screen, on the stack.
            withUnsafeTemporaryAllocation(of: Int.self, capacity: backStack.count + 1) { wanted in
                wanted.initialize(repeating: screen.fingerprint)
                for index in backStack.indices {
                    wanted[index + 1] = backStack[index].fingerprint
                }
                return Self.walk(
                    state, for: Query(screen: screen, backStack: backStack, wanted: UnsafeBufferPointer(wanted)))
            }
        }
        target = walk.target.map { Self.location(of: $0, in: state) }
        anchor = walk.anchor.map { ($0.backStackIndex, Self.location(of: $0.place, in: state)) }
    }

    /// What the walk looks for, read in place.
    private struct Query {
        var screen: Screen
        var backStack: UnsafeBufferPointer<Screen>
        /// The target's fingerprint, then the back stack's.
        var wanted: UnsafeBufferPointer<Int>
    }

    /// Where an occurrence is, in numbers: its layer (`nil` for the root), the position of its
    /// tab, its stack index.
    private struct Place {
        var layer: Int?
        var tab: Int?
        var index: Int
    }

    /// What the walk found so far. Plain numbers only: updating it releases nothing, so the
    /// walk can read the state in place without retaining what it reads.
    private struct Walk {
        var target: Place?
        var anchor: (backStackIndex: Int, place: Place)?
    }

    private static func location(of place: Place, in state: NavigationState) -> Location {
        var tab: String?
        if let position = place.tab,
            case .tabs(let tabs, _) = place.layer.map({ state.layers[$0].container }) ?? state.root
        {
            tab = tabs[position].id
        }
        return Location(layer: place.layer, tab: tab, index: place.index)
    }

    private static func walk(_ state: NavigationState, for query: Query) -> Walk {
        var walk = Walk()
        let foundInLayer = state.layers.withUnsafeBufferPointer { layers in
            var layer = layers.endIndex
            while layer > layers.startIndex {
                layer -= 1
                if search(layers[layer].container, layer: layer, for: query, into: &walk) {
                    return true
                }
            }
            return false
        }
        if !foundInLayer {
            search(state.root, layer: nil, for: query, into: &walk)
        }
        return walk
    }

    /// Searches one container; `true` when it holds the target, which ends the walk.
    @discardableResult
    private static func search(
        _ container: NavigationContainer, layer: Int?, for query: Query, into walk: inout Walk
    ) -> Bool {
        // A back-stack screen shallower than the one found in a higher layer cannot win, nor can
        // one as deep: that layer's occurrence is cheaper.
        let shallowest = (walk.anchor?.backStackIndex ?? -1) + 1
        let found: StackFinding
        switch container {
        case .screen(let only):
            found = scan(only: only, for: query, from: shallowest)
        case .stack(let screens):
            found = scan(screens, for: query, from: shallowest)
        case .tabs(let tabs, let selected):
            return searchTabs(tabs, selected: selected, layer: layer, for: query, from: shallowest, into: &walk)
        }
        if let index = found.target {
            walk.target = Place(layer: layer, tab: nil, index: index)
            return true
        }
        if let (backStackIndex, index) = found.anchor {
            walk.anchor = (backStackIndex, Place(layer: layer, tab: nil, index: index))
        }
        return false
    }

    /// Searches a tab bar, where an occurrence in a later tab may still win.
    private static func searchTabs(
        _ tabs: [Tab], selected: String, layer: Int?, for query: Query, from shallowest: Int,
        into walk: inout Walk
    ) -> Bool {
        var bestTarget: Candidate?
        var bestAnchor: (backStackIndex: Int, candidate: Candidate)?
        for tab in tabs.indices {
            // Once the target is found only the target matters; a back-stack screen as deep as
            // the best so far may still win with fewer pops.
            let from = bestTarget != nil ? query.backStack.count : bestAnchor?.backStackIndex ?? shallowest
            let found = scan(tabs[tab].stack, for: query, from: from)
            guard found.target != nil || found.anchor != nil else { continue }
            let top = tabs[tab].stack.count - 1
            let isSelected = tabs[tab].id == selected
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
            walk.target = Place(layer: layer, tab: best.tab, index: best.index)
            return true
        }
        if let best = bestAnchor {
            walk.anchor = (
                best.backStackIndex, Place(layer: layer, tab: best.candidate.tab, index: best.candidate.index)
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

    /// What one stack holds: the top-most occurrence of the target or, without one, the deepest
    /// back-stack screen (from the index asked for) and its top-most occurrence.
    private typealias StackFinding = (target: Int?, anchor: (backStackIndex: Int, index: Int)?)

    /// Scans `stack` from its top: only the fingerprints are read until one is wanted, and then
    /// that screen is compared in full.
    private static func scan(_ stack: [Screen], for query: Query, from shallowest: Int) -> StackFinding {
        var anchor: (backStackIndex: Int, index: Int)?
        var shallowest = shallowest
        var end = stack.endIndex
        while let index = stack.withUnsafeBufferPointer({
            lastIndex(in: $0, before: end, withFingerprintIn: query.wanted)
        }) {
            end = index
            if stack[index] == query.screen {
                return (index, nil)
            }
            var deeper = query.backStack.count
            while deeper > shallowest {
                deeper -= 1
                if query.backStack[deeper] == stack[index] {
                    // Lower in this stack, only a deeper back-stack screen can do better.
                    anchor = (deeper, index)
                    shallowest = deeper + 1
                    break
                }
            }
        }
        return (nil, anchor)
    }

    /// `scan` for a container of one screen.
    private static func scan(only screen: Screen, for query: Query, from shallowest: Int) -> StackFinding {
        if screen == query.screen {
            return (0, nil)
        }
        var deeper = query.backStack.count
        while deeper > shallowest {
            deeper -= 1
            if query.backStack[deeper] == screen {
                return (nil, (deeper, 0))
            }
        }
        return (nil, nil)
    }

    /// The index of the top-most screen before `end` whose fingerprint is one of `wanted` (the
    /// target's first).
    ///
    /// Every screen of the state goes through this loop. It is kept out of line so that its few
    /// values stay in registers, and the target's fingerprint and the last one wanted are held
    /// apart from the others: with a back stack of at most one screen, the loop reads nothing
    /// but the stack.
    @inline(never)
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

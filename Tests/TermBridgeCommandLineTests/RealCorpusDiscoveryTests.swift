import AlignmentKit
import Foundation
import Testing

@testable import TermBridgeCommandLine

/// `terms discover` on real documentation (`../shared/real-corpus`, Kubernetes pages in Japanese and
/// Chinese): ICU breaks technical Chinese compounds and leaves a character over (`运行|时`), and the
/// pair was proposed cut short (`コンテナランタイム ⟷ 容器运行`) until candidates the pages nearly always
/// write on were completed.
@Suite struct RealCorpusDiscoveryTests {
    @Test(.enabled(if: AlignCorrespondenceTests.realCorpus != nil, "skipping: no ../shared/real-corpus next to the package"))
    func compoundsBrokenByICUAreProposedWhole() throws {
        let folder = try #require(AlignCorrespondenceTests.realCorpus)
        let pages = [
            "tasks_administer-cluster_kubeadm_configure-cgroup-driver", "concepts_containers_runtime-class", "concepts_architecture_cri",
            "concepts_security_service-accounts", "tasks_run-application_access-api-from-pod", "tasks_administer-cluster_certificates",
        ]
        let pairs = pages.map { FolderPairs.Pair(name: $0, source: "\(folder)/\($0).ja.md", target: "\(folder)/\($0).zh-Hans.md") }
        let found = try TermBridge.Terms.Discover.discover(pairs: pairs, known: [], top: 100).candidates
        let runtime = found.first { $0.ja == "コンテナランタイム" }
        #expect(runtime?.zhHans == "容器运行时", "\(found.prefix(20).map { "\($0.ja) ⟷ \($0.zhHans)" })")
        #expect(!found.contains { $0.zhHans.hasSuffix("运行") }, "\(found.filter { $0.zhHans.hasSuffix("运行") }.map(\.ja))")
    }

    /// The GMSA page writes `資格情報仕様` where the Chinese writes `凭据规约`, and the pair of its first
    /// part, whose lengths agree better, took the Chinese term (`資格情報 ⟷ 凭据规约`); the page on
    /// priorities, `待機状態のPod ⟷ 悬决 Pod`, whose part took `悬决 Pod`.
    @Test(.enabled(if: AlignCorrespondenceTests.realCorpus != nil, "skipping: no ../shared/real-corpus next to the package"))
    func aTermThePagesWriteWholeIsProposedWhole() throws {
        let folder = try #require(AlignCorrespondenceTests.realCorpus)
        let pages = ["tasks_configure-pod-container_configure-gmsa", "concepts_scheduling-eviction_pod-priority-preemption"]
        let pairs = pages.map { FolderPairs.Pair(name: $0, source: "\(folder)/\($0).ja.md", target: "\(folder)/\($0).zh-Hans.md") }
        let found = try TermBridge.Terms.Discover.discover(pairs: pairs, known: [], top: 150).candidates
        let listed = found.map { "\($0.ja) ⟷ \($0.zhHans)" }
        #expect(found.first { $0.zhHans == "凭据规约" }?.ja == "資格情報仕様", "\(listed)")
        #expect(found.first { $0.zhHans == "悬决 Pod" }?.ja == "待機状態のPod", "\(listed)")
    }
}

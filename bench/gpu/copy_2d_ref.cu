// CUDA C++ reference for GPU case 1 (test/gpu/copy_2d.toml): the same one-stage TMA copy as
// examples/copy_2d.mlir. 8192 x 8192 f32, one 64 x 64 box per CTA, grid 128 x 128, 128
// threads; thread 0 initialises the mbarrier, loads the box into shared memory
// (cp.async.bulk.tensor, complete_tx), waits, stores it back (bulk_group), commits and waits
// for the reads. Tensor maps are by-value __grid_constant__ kernel parameters 0 and 1.
//
// Built on the GPU machine by tools/gpu-check --remote, two ways:
//   nvcc -gencode=arch=compute_90a,code=sm_90a -O3 -cubin -DREF_KERNEL_ONLY -o copy_2d_ref.cubin copy_2d_ref.cu
//     -> loaded by gpu-runner as strategy "nvcc" (same harness, same timing as the generated PTX)
//   nvcc -gencode=arch=compute_90a,code=sm_90a -O3 -o copy_2d_ref copy_2d_ref.cu
//     -> standalone: checks, times the kernel and cudaMemcpy device-to-device with cudaEvents,
//        prints one JSON record (strategy "nvcc-exe") on stdout.
#include <cuda.h>
#include <cstdint>

extern "C" __global__ void __launch_bounds__(128) copy_2d(const __grid_constant__ CUtensorMap src,
                                                          const __grid_constant__ CUtensorMap dst) {
  __shared__ alignas(1024) float smem[64 * 64];
  __shared__ alignas(8) uint64_t bar;
  if (threadIdx.x != 0) return;
  const int x = blockIdx.x * 64;  // innermost coordinate
  const int y = blockIdx.y * 64;
  const uint32_t s_bar = static_cast<uint32_t>(__cvta_generic_to_shared(&bar));
  const uint32_t s_smem = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(s_bar), "r"(1) : "memory");
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(s_bar), "r"(64 * 64 * 4) : "memory");
  asm volatile(
      "cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];"
      ::"r"(s_smem), "l"(&src), "r"(x), "r"(y), "r"(s_bar) : "memory");
  asm volatile(
      "{\n"
      ".reg .pred done;\n"
      "REF_WAIT:\n"
      "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n"
      "@!done bra REF_WAIT;\n"
      "}\n" ::"r"(s_bar), "r"(0) : "memory");
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.tile.bulk_group [%0, {%1, %2}], [%3];"
               ::"l"(&dst), "r"(x), "r"(y), "r"(s_smem) : "memory");
  asm volatile("cp.async.bulk.commit_group;" ::: "memory");
  asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
}

#ifndef REF_KERNEL_ONLY
#include <cuda_runtime.h>
#include <cudaTypedefs.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CK(call)                                                                                 \
  do {                                                                                           \
    cudaError_t e_ = (call);                                                                     \
    if (e_ != cudaSuccess) {                                                                     \
      fprintf(stderr, "copy_2d_ref: %s failed: %s (%s)\n", #call, cudaGetErrorName(e_),         \
              cudaGetErrorString(e_));                                                           \
      exit(2);                                                                                   \
    }                                                                                            \
  } while (0)

static constexpr int N = 8192;
static constexpr int BOX = 64;

static uint64_t splitmix(uint64_t& s) {
  uint64_t z = (s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static CUtensorMap encode(PFN_cuTensorMapEncodeTiled_v12000 enc, float* p) {
  CUtensorMap m;
  cuuint64_t dims[2] = {N, N};
  cuuint64_t strides[1] = {N * sizeof(float)};
  cuuint32_t box[2] = {BOX, BOX};
  cuuint32_t es[2] = {1, 1};
  CUresult r = enc(&m, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2, p, dims, strides, box, es, CU_TENSOR_MAP_INTERLEAVE_NONE,
                   CU_TENSOR_MAP_SWIZZLE_NONE, CU_TENSOR_MAP_L2_PROMOTION_NONE, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  if (r != CUDA_SUCCESS) {
    fprintf(stderr, "copy_2d_ref: cuTensorMapEncodeTiled failed: %d\n", (int)r);
    exit(2);
  }
  return m;
}

template <class F>
static double median_ms(cudaStream_t s, F enqueue) {
  // Same scheme as gpu-runner's timing.rs: >= 100 ms of warm-up, then 50 batches of 10.
  const int reps = 50, batch = 10;
  auto t0 = std::chrono::steady_clock::now();
  do {
    for (int i = 0; i < batch; ++i) enqueue();
    CK(cudaStreamSynchronize(s));
  } while (std::chrono::steady_clock::now() - t0 < std::chrono::milliseconds(100));
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  std::vector<double> v;
  for (int r = 0; r < reps; ++r) {
    CK(cudaEventRecord(a, s));
    for (int i = 0; i < batch; ++i) enqueue();
    CK(cudaEventRecord(b, s));
    CK(cudaEventSynchronize(b));
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, a, b));
    v.push_back(ms / batch);
  }
  CK(cudaEventDestroy(a));
  CK(cudaEventDestroy(b));
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : 0.5 * (v[v.size() / 2 - 1] + v[v.size() / 2]);
}

int main() {
  const size_t n = size_t(N) * N, bytes = n * sizeof(float);
  void* fn = nullptr;
  cudaDriverEntryPointQueryResult q;
  CK(cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &fn, 12000, cudaEnableDefault, &q));
  if (q != cudaDriverEntryPointSuccess || !fn) {
    fprintf(stderr, "copy_2d_ref: cuTensorMapEncodeTiled not found\n");
    return 2;
  }
  auto enc = reinterpret_cast<PFN_cuTensorMapEncodeTiled_v12000>(fn);
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));

  // Fresh random inputs: finite, non-zero, never the poison pattern (0xFFFFFFFF).
  uint64_t seed = (uint64_t)std::chrono::high_resolution_clock::now().time_since_epoch().count();
  std::vector<uint32_t> h_src(n), h_dst(n);
  uint64_t s = seed;
  for (size_t i = 0; i < n; ++i) {
    uint64_t r = splitmix(s);
    uint32_t e = 127 - 8 + (uint32_t)((r >> 32) % 17);
    h_src[i] = (uint32_t)((r >> 63) << 31) | (e << 23) | (uint32_t)(r & 0x7FFFFF);
  }
  float *d_src, *d_dst, *d_a, *d_b;
  CK(cudaMalloc(&d_src, bytes));
  CK(cudaMalloc(&d_dst, bytes));
  CK(cudaMemcpy(d_src, h_src.data(), bytes, cudaMemcpyHostToDevice));
  CK(cudaMemset(d_dst, 0xFF, bytes));  // poison
  CUtensorMap ms = encode(enc, d_src), md = encode(enc, d_dst);
  cudaStream_t st;
  CK(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));
  dim3 grid(N / BOX, N / BOX), block(128);
  copy_2d<<<grid, block, 0, st>>>(ms, md);
  CK(cudaGetLastError());
  CK(cudaStreamSynchronize(st));
  CK(cudaMemcpy(h_dst.data(), d_dst, bytes, cudaMemcpyDeviceToHost));
  size_t wrong = 0, first = n;
  for (size_t i = 0; i < n; ++i)
    if (h_dst[i] != h_src[i]) {
      if (!wrong) first = i;
      ++wrong;
    }
  const char* status = wrong ? "wrong" : "ok";
  char msg[256];
  if (wrong)
    snprintf(msg, sizeof msg, "%zu of %zu elements wrong; first: dst[%zu, %zu] = 0x%08x, expected 0x%08x", wrong, n,
             first / N, first % N, h_dst[first], h_src[first]);
  else
    snprintf(msg, sizeof msg, "all %zu elements match", n);
  fprintf(stderr, "copy_2d_ref: seed %llu: %s\n", (unsigned long long)seed, msg);

  double k_ms = 0, m_ms = 0;
  if (!wrong) {
    k_ms = median_ms(st, [&] {
      copy_2d<<<grid, block, 0, st>>>(ms, md);
      CK(cudaGetLastError());
    });
    CK(cudaMalloc(&d_a, bytes));
    CK(cudaMalloc(&d_b, bytes));
    CK(cudaMemset(d_a, 0x5A, bytes));
    m_ms = median_ms(st, [&] { CK(cudaMemcpyAsync(d_b, d_a, bytes, cudaMemcpyDeviceToDevice, st)); });
    CK(cudaFree(d_a));
    CK(cudaFree(d_b));
  }
  const double moved = 2.0 * bytes;  // read + write
  double k_gbps = k_ms > 0 ? moved / (k_ms * 1e-3) / 1e9 : 0, m_gbps = m_ms > 0 ? moved / (m_ms * 1e-3) / 1e9 : 0;
  fprintf(stderr, "copy_2d_ref: kernel %.4f ms = %.0f GB/s; cudaMemcpy D2D %.4f ms = %.0f GB/s; ratio %.3f\n", k_ms,
          k_gbps, m_ms, m_gbps, m_gbps > 0 ? k_gbps / m_gbps : 0);
  // One record in gpu-runner's JSON format.
  if (wrong)
    printf("{\"case\":\"copy_2d\",\"strategy\":\"nvcc-exe\",\"module\":\"copy_2d_ref (standalone)\",\"device\":\"%s\","
           "\"status\":\"%s\",\"message\":\"%s\",\"seeds\":[%llu],\"checks\":1,\"bytes\":%.0f}\n",
           prop.name, status, msg, (unsigned long long)seed, moved);
  else
    printf("{\"case\":\"copy_2d\",\"strategy\":\"nvcc-exe\",\"module\":\"copy_2d_ref (standalone)\",\"device\":\"%s\","
           "\"status\":\"%s\",\"message\":\"%s\",\"seeds\":[%llu],\"checks\":1,\"bytes\":%.0f,\"time_ms\":%.6f,"
           "\"gbps\":%.3f,\"memcpy_gbps\":%.3f}\n",
           prop.name, status, msg, (unsigned long long)seed, moved, k_ms, k_gbps, m_gbps);
  CK(cudaFree(d_src));
  CK(cudaFree(d_dst));
  return wrong ? 1 : 0;
}
#endif

// Debug: device-written interleave (none -> il32) vs the driver's il32 encode; can a TMA load
// through each complete? Prints the three 128-byte descriptors and the load outcomes.
#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>
#include <cstdint>

__global__ void rebind(const __grid_constant__ CUtensorMap tmpl, unsigned char* slot, void* src,
                       int il) {
  if (threadIdx.x) return;
  const unsigned char* t = reinterpret_cast<const unsigned char*>(&tmpl);
  for (int i = 0; i < 128; i++) slot[i] = t[i];
  if (il >= 0)
    asm volatile("tensormap.replace.tile.interleave_layout.global.b1024.b32 [%0], %1;" ::"l"(slot), "n"(2) : "memory");
  asm volatile("tensormap.replace.tile.global_address.global.b1024.b64 [%0], %1;" ::"l"(slot), "l"(src) : "memory");
  asm volatile("tensormap.replace.tile.global_dim.global.b1024.b32 [%0], 0, %1;" ::"l"(slot), "r"(8) : "memory");
  asm volatile("tensormap.replace.tile.global_dim.global.b1024.b32 [%0], 1, %1;" ::"l"(slot), "r"(32) : "memory");
  asm volatile("tensormap.replace.tile.global_dim.global.b1024.b32 [%0], 2, %1;" ::"l"(slot), "r"(64) : "memory");
  asm volatile("tensormap.replace.tile.global_stride.global.b1024.b64 [%0], 0, %1;" ::"l"(slot), "l"((unsigned long long)32) : "memory");
  asm volatile("tensormap.replace.tile.global_stride.global.b1024.b64 [%0], 1, %1;" ::"l"(slot), "l"((unsigned long long)1024) : "memory");
  asm volatile("fence.proxy.tensormap::generic.release.gpu;" ::: "memory");
}

__device__ int try_load(const void* desc, float* out) {
  __shared__ alignas(128) float smem[8 * 32 * 8];
  __shared__ alignas(8) unsigned long long bar;
  unsigned b = (unsigned)__cvta_generic_to_shared(&bar);
  unsigned s = (unsigned)__cvta_generic_to_shared(smem);
  asm volatile("fence.proxy.tensormap::generic.acquire.gpu [%0], 128;" ::"l"(desc) : "memory");
  asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(b));
  asm volatile("fence.proxy.async.shared::cta;");
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(b), "r"(8192));
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3, %4}], [%5];"
               ::"r"(s), "l"(desc), "r"(0), "r"(0), "r"(0), "r"(b) : "memory");
  for (long i = 0; i < 100000; i++) {
    unsigned done;
    asm volatile("{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [%1], 0; selp.u32 %0, 1, 0, p; }"
                 : "=r"(done) : "r"(b));
    if (done) {
      for (int j = 0; j < 8 * 32 * 8; j++) out[j] = smem[j];
      return 1;
    }
  }
  return 0;
}

__global__ void load_param(const __grid_constant__ CUtensorMap d, float* out, int* ok) {
  if (threadIdx.x) return;
  *ok = try_load(&d, out);
}
__global__ void load_global(const unsigned char* d, float* out, int* ok) {
  if (threadIdx.x) return;
  *ok = try_load(d, out);
}

static void encode(CUtensorMap* m, void* base, CUtensorMapInterleave il) {
  cuuint64_t dims[3] = {8, 32, 64};
  cuuint64_t strides[2] = {32, 1024};
  cuuint32_t box[3] = {8, 32, 8};
  cuuint32_t es[3] = {1, 1, 1};
  CUresult r = cuTensorMapEncodeTiled(m, CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 3, base, dims, strides, box, es, il,
                                      CU_TENSOR_MAP_SWIZZLE_32B, CU_TENSOR_MAP_L2_PROMOTION_NONE,
                                      CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  printf("encode il=%d: %d\n", (int)il, (int)r);
}
static void hex(const char* name, const unsigned char* p) {
  printf("%-6s", name);
  for (int i = 0; i < 128; i++) printf("%s%02x", i % 16 == 0 && i ? "\n      " : (i % 4 == 0 ? " " : ""), p[i]);
  printf("\n");
}

int main() {
  setvbuf(stdout, NULL, _IONBF, 0);
  cudaFree(0);
  size_t n = 64 * 32 * 8;
  float *src, *tsrc, *out; unsigned char *slot, *slot2; int* ok;
  cudaMalloc(&src, n * 4); cudaMalloc(&tsrc, n * 4); cudaMalloc(&out, 8192); cudaMalloc(&slot, 256);
  cudaMalloc(&slot2, 256); cudaMalloc(&ok, 4);
  float* h = new float[n]; for (size_t i = 0; i < n; i++) h[i] = (float)i; cudaMemcpy(src, h, n * 4, cudaMemcpyHostToDevice);
  alignas(64) CUtensorMap tmpl, want, plain;
  encode(&tmpl, tsrc, CU_TENSOR_MAP_INTERLEAVE_NONE);
  encode(&want, src, CU_TENSOR_MAP_INTERLEAVE_32B);
  encode(&plain, src, CU_TENSOR_MAP_INTERLEAVE_NONE);
  rebind<<<1, 32>>>(tmpl, slot, src, 2);
  rebind<<<1, 32>>>(tmpl, slot2, src, -1);
  printf("rebind: %s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  unsigned char hs[128], hs2[128];
  cudaMemcpy(hs, slot, 128, cudaMemcpyDeviceToHost); cudaMemcpy(hs2, slot2, 128, cudaMemcpyDeviceToHost);
  hex("want", (unsigned char*)&want); hex("slot", hs); hex("plain", (unsigned char*)&plain); hex("ctrl", hs2);
  for (int i = 0; i < 128; i++) if (hs[i] != ((unsigned char*)&want)[i]) printf("slot!=want at %d: %02x vs %02x\n", i, hs[i], ((unsigned char*)&want)[i]);
  int hok = -1; float ho[8];
  const char* names[3] = {"want(param)", "plain(param)", "slot(global)"};
  for (int v = 0; v < 3; v++) {
    cudaMemset(ok, 0xff, 4);
    if (v == 0) load_param<<<1, 32>>>(want, out, ok);
    if (v == 1) load_param<<<1, 32>>>(plain, out, ok);
    if (v == 2) load_global<<<1, 32>>>(slot, out, ok);
    cudaError_t e = cudaDeviceSynchronize();
    cudaMemcpy(&hok, ok, 4, cudaMemcpyDeviceToHost); cudaMemcpy(ho, out, 32, cudaMemcpyDeviceToHost);
    printf("load %s: %s ok=%d first=%g %g %g %g %g %g %g %g\n", names[v], cudaGetErrorString(e), hok,
           ho[0], ho[1], ho[2], ho[3], ho[4], ho[5], ho[6], ho[7]);
    if (e != cudaSuccess) break;
  }
  return 0;
}

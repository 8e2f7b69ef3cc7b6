/* Shaped like Embedded Coder's ert_main.c: argc/argv unused ((void)(argc); (void)(argv);), model_U inputs
   set from nondet calls in the loop, rt_OneStep with an overrun flag. Fails in frame 3. */
#include <stddef.h>
#include <assert.h>
typedef struct { double In1; int In2; } ExtU_model_T;
typedef struct { double Out1; } ExtY_model_T;
typedef struct tag_RTM { const char *errorStatus; } RT_MODEL_model_T;
ExtU_model_T model_U;
ExtY_model_T model_Y;
static RT_MODEL_model_T model_M_;
RT_MODEL_model_T *const model_M = &model_M_;
static double acc;
#define rtmGetErrorStatus(rtm) ((rtm)->errorStatus)
extern double nondet_double(void);
extern int nondet_int(void);
void model_initialize(void) { acc = 0.0; model_U.In1 = 0.0; model_U.In2 = 0; }
void model_step(void) {
  double u = model_U.In1;
  if (u != u) u = 0.0;
  if (u > 1.0) u = 1.0;
  if (u < -1.0) u = -1.0;
  if (model_U.In2 > 0) acc += u; else acc = 0.0;
  model_Y.Out1 = acc;
}
void rt_OneStep(void) {
  static int OverrunFlag = 0;
  if (OverrunFlag) { model_M->errorStatus = "Overrun"; return; }
  OverrunFlag = 1;
  model_step();
  OverrunFlag = 0;
}
int main(int argc, const char *argv[]) {
  (void)(argc);
  (void)(argv);
  model_initialize();
  while (rtmGetErrorStatus(model_M) == (NULL)) {
    model_U.In1 = nondet_double();
    model_U.In2 = nondet_int();
    rt_OneStep();
    assert(model_Y.Out1 < 2.5);
  }
  return 0;
}

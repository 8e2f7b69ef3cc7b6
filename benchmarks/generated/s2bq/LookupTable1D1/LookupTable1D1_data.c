/*
 * File: LookupTable1D1_data.c
 *
 * Code generated for Simulink model 'LookupTable1D1'.
 *
 * Model version                  : 1.6
 * Simulink Coder version         : 8.6 (R2014a) 27-Dec-2013
 * C/C++ source code generated on : Mon Oct  5 16:56:43 2015
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: 32-bit Generic
 * Emulation hardware selection:
 *    Differs from embedded hardware (MATLAB Host)
 * Code generation objectives: Unspecified
 * Validation result: Not run
 */

#include "LookupTable1D1.h"
#include "LookupTable1D1_private.h"

/* Block parameters (auto storage) */
P_LookupTable1D1_T LookupTable1D1_P = {
  /*  Expression: tanh([-5:5])
   * Referenced by: '<Root>/1_DLookupTable'
   */
  { -0.99990920426259511, -0.999329299739067, -0.99505475368673046,
    -0.9640275800758169, -0.76159415595576485, 0.0, 0.76159415595576485,
    0.9640275800758169, 0.99505475368673046, 0.999329299739067,
    0.99990920426259511 },

  /*  Expression: [-5:5]
   * Referenced by: '<Root>/1_DLookupTable'
   */
  { -5.0, -4.0, -3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0, 4.0, 5.0 }
};

/*
 * File trailer for generated code.
 *
 * [EOF]
 */

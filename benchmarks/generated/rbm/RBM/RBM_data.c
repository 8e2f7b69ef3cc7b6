/*
 * File: RBM_data.c
 *
 * Code generated for Simulink model 'RBM'.
 *
 * Model version                  : 1.1842
 * Simulink Coder version         : 9.0 (R2018b) 24-May-2018
 * C/C++ source code generated on : Thu Aug 27 10:51:32 2020
 *
 * Target selection: ert.tlc
 * Embedded hardware selection: STMicroelectronics->STM32 32-bit Cortex-M
 * Code generation objectives:
 *    1. Execution efficiency
 *    2. ROM efficiency
 *    3. RAM efficiency
 *    4. Traceability
 *    5. Safety precaution
 *    6. Debugging
 *    7. MISRA C:2012 guidelines
 *    8. Polyspace
 * Validation result: Not run
 */

#include "RBM.h"
#include "RBM_private.h"

/* Invariant block signals (default storage) */
const ConstB_RBM RBM_ConstB =
{
    "RBV3034B"                         /* '<S1>/String Constant' */
};

/* Constant parameters (default storage) */
const ConstP_RBM RBM_ConstP =
{
    /* Computed Parameter: LightBrakeOverlay_maxIndex
     * Referenced by: '<S32>/Light Brake Overlay' (Parameter: maxIndex)
     */
    {
        10U, 4U
    },

    /* Computed Parameter: uDLookupTable_maxIndex
     * Referenced by: '<S67>/1-D Lookup Table' (Parameter: maxIndex)
     */
    {
        4U, 12U
    }
};

/*
 * File trailer for generated code.
 *
 * [EOF]
 */
